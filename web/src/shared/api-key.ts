/** The client identifier the REST layer expects (DESIGN.md §2: identifies, is not a secret). */
export const API_KEY = import.meta.env.VITE_API_KEY ?? 'bingo-hall-web';
