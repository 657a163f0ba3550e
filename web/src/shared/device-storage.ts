/** This device's remembered settings (localStorage), quietly absent where storage is refused. */
export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // private mode or full storage: the setting simply is not remembered
  }
}
