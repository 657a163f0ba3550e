import { MAX_EXPORT_RANGE_DAYS, type ExportFormat } from '@bingo/core';
import { API_KEY } from '../../shared/api-key';
import { getToken } from '../session/session';

/** Why a download failed, as the screen words it (by the server's code, never its message). */
export type ExportFailure = { kind: 'rangeTooLong'; days: number } | { kind: 'notFound' } | { kind: 'failed' };

export class ExportRefused extends Error {
  constructor(readonly failure: ExportFailure) {
    super(failure.kind);
  }
}

/** The REST path with the screen's filters, the format and the viewer's language (docs/reporting.md#exports). */
export function exportUrl(
  path: string,
  filters: Record<string, string | null | undefined>,
  format: ExportFormat,
  lang: string,
): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) query.set(k, v);
  query.set('format', format);
  query.set('lang', lang === 'am' ? 'am' : 'en');
  return `${path}?${query.toString()}`;
}

async function failureOf(res: Response): Promise<ExportFailure> {
  const answer = (await res.json().catch(() => ({}))) as {
    code?: string;
    details?: { reason?: string; maxDays?: number };
  };
  if (answer.details?.reason === 'EXPORT_RANGE_TOO_LONG')
    return { kind: 'rangeTooLong', days: answer.details.maxDays ?? MAX_EXPORT_RANGE_DAYS };
  if (answer.code === 'NOT_FOUND') return { kind: 'notFound' };
  return { kind: 'failed' };
}

const fileNameOf = (res: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** Fetches the file with the session's token and hands it to the browser as a download. */
export async function downloadExport(url: string, fallbackName: string): Promise<string> {
  const token = getToken();
  const res = await fetch(url, {
    headers: { 'x-api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new ExportRefused(await failureOf(res));
  const name = fileNameOf(res, fallbackName);
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return name;
}
