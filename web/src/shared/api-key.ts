/** The client identifier the REST layer expects (docs/legacy-rest.md#headers: identifies, is not a secret). */
export const API_KEY = import.meta.env.VITE_API_KEY ?? 'bingo-hall-web';
