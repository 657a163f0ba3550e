import {
  EXPORT_COLUMNS,
  exportBirr,
  exportDateTimeText,
  exportDayText,
  exportValueText,
  type ExportColumnKey,
  type ExportLanguage,
} from '@bingo/core';

/**
 * One column of an export: its name (a key of core's EXPORT_COLUMNS, so both languages exist),
 * what kind of value it holds and how to read it from a row. A date column (`instant`, `day`)
 * becomes two: the viewer's calendar, then the ISO 8601 text beside it.
 */
export type ExportColumn<R> =
  | { key: ExportColumnKey; kind: 'text'; value: (row: R) => string | null }
  | { key: ExportColumnKey; kind: 'int'; value: (row: R) => number | null }
  /** Santim in, Birr with two decimals out. */
  | { key: ExportColumnKey; kind: 'birr'; value: (row: R) => number | null }
  /** A coded value (status, kind) worded in the viewer's language. */
  | { key: ExportColumnKey; kind: 'code'; value: (row: R) => string | null }
  | { key: ExportColumnKey; isoKey: ExportColumnKey; kind: 'instant'; value: (row: R) => Date | null }
  /** An Addis Ababa day, 'YYYY-MM-DD'. */
  | { key: ExportColumnKey; isoKey: ExportColumnKey; kind: 'day'; value: (row: R) => string | null };

/** A cell as both writers take it: text, a whole number, or Birr (a number the sheet shows with two decimals). */
export type ExportCell = string | number | { birr: number } | null;

export interface ExportSheet<R> {
  headers: string[];
  /** Which cells are Birr, so the XLSX writer formats those columns. */
  birrColumns: number[];
  cells(row: R): ExportCell[];
}

/** The headers in the viewer's language and a row-to-cells function, computed once per export. */
export function exportSheet<R>(columns: readonly ExportColumn<R>[], lang: ExportLanguage): ExportSheet<R> {
  const headers: string[] = [];
  const birrColumns: number[] = [];
  for (const c of columns) {
    if (c.kind === 'birr') birrColumns.push(headers.length);
    headers.push(EXPORT_COLUMNS[c.key][lang]);
    if (c.kind === 'instant' || c.kind === 'day') headers.push(EXPORT_COLUMNS[c.isoKey][lang]);
  }
  const cells = (row: R): ExportCell[] => {
    const out: ExportCell[] = [];
    for (const c of columns) {
      switch (c.kind) {
        case 'instant': {
          const d = c.value(row);
          out.push(d ? exportDateTimeText(d, lang) : null, d ? d.toISOString() : null);
          break;
        }
        case 'day': {
          const day = c.value(row);
          out.push(day ? exportDayText(day, lang) : null, day);
          break;
        }
        case 'birr': {
          const santim = c.value(row);
          out.push(santim === null ? null : { birr: santim });
          break;
        }
        case 'code': {
          const code = c.value(row);
          out.push(code === null ? null : exportValueText(code, lang));
          break;
        }
        default:
          out.push(c.value(row));
      }
    }
    return out;
  };
  return { headers, birrColumns, cells };
}

/** Birr text for CSV, exactly two decimals from the integer santim (no float rounding). */
export const csvBirr = (cell: { birr: number }) => exportBirr(cell.birr);
