import type { Request } from 'express';
import {
  EXPORT_FORMATS,
  EXPORT_LANGUAGES,
  EXPORT_MEDIA_TYPES,
  type ExportFormat,
  type ExportLanguage,
} from '@bingo/core';
import { refuse } from '../errors/app-error';
import { exportRangeOf, type ExportRange } from './export-range';

/** What a request asked to download: the file type and the language of its headers and dates. */
export interface ExportRequest {
  format: ExportFormat;
  lang: ExportLanguage;
  /** The screen's range filter, already checked against MAX_EXPORT_RANGE_DAYS; null: none given. */
  range: ExportRange | null;
}

const isFormat = (v: string): v is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(v);
const isLang = (v: string): v is ExportLanguage => (EXPORT_LANGUAGES as readonly string[]).includes(v);

function formatOf(req: Request): ExportFormat | null {
  const asked = req.query.format;
  if (asked !== undefined) {
    if (asked === 'json') return null;
    if (typeof asked !== 'string' || !isFormat(asked))
      throw refuse(
        'EXPORT_FORMAT_UNKNOWN',
        { formats: EXPORT_FORMATS.join(', ') },
        { reason: 'EXPORT_FORMAT_UNKNOWN' },
      );
    return asked;
  }
  // Accept: text/csv (or the XLSX type) asks for the file; JSON stays the default for */* and browsers.
  const accept = req.get('accept') ?? '';
  if (accept.includes(EXPORT_MEDIA_TYPES.xlsx)) return 'xlsx';
  if (accept.includes(EXPORT_MEDIA_TYPES.csv)) return 'csv';
  return null;
}

function langOf(req: Request): ExportLanguage {
  const asked = req.query.lang;
  if (asked !== undefined) {
    if (typeof asked !== 'string' || !isLang(asked))
      throw refuse(
        'EXPORT_LANGUAGE_UNKNOWN',
        { languages: EXPORT_LANGUAGES.join(', ') },
        { reason: 'EXPORT_LANGUAGE_UNKNOWN' },
      );
    return asked;
  }
  return /^am\b/i.test(req.get('accept-language') ?? '') ? 'am' : 'en';
}

/**
 * The export a GET report or list request asks for (`?format=csv|xlsx` or `Accept: text/csv`),
 * or null when it wants the usual JSON. `?lang=am|en` (else Accept-Language) picks the language.
 * Every refusal (format, language, a range over the limit) is thrown here, before any read.
 */
export function exportRequestOf(req: Request): ExportRequest | null {
  const format = formatOf(req);
  return format === null ? null : { format, lang: langOf(req), range: exportRangeOf(req) };
}
