/** The display token survives reloads (localStorage); it is worth nothing but this host's room view. */
const KEY = 'bingo.displayToken';

export function readDisplayToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveDisplayToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearDisplayToken(): void {
  localStorage.removeItem(KEY);
}
