/** The support numbers the header and the help dialog show (set VITE_SUPPORT_PHONES at build time). */
export const SUPPORT_PHONES: string[] = String(
  import.meta.env.VITE_SUPPORT_PHONES ?? '0911 23 45 67,0922 34 56 78',
).split(',');
