import { API_KEY } from '../../shared/api-key';
import { getToken } from '../../account/session/session';

/**
 * Downloads the shift list as CSV: the REST list answers `Accept: text/csv` with the same shifts
 * the screen shows (the server scopes them by the signed-in account).
 */
export async function downloadShiftsCsv(path: string): Promise<void> {
  const token = getToken();
  const res = await fetch(path, {
    headers: { accept: 'text/csv', 'x-api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'shifts.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
