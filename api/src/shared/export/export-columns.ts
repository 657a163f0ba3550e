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

/** What a column's `value` reads from a row: plain data, so it can be handed to the export thread. */
export type ExportValue = string | number | Date | null;

type ExportKind = ExportColumn<unknown>['kind'];

/**
 * An export's sheet without its rows: headers in the viewer's language, which cells are Birr (the
 * XLSX writer formats those), and each column's kind so the values can be worded. Plain data: it
 * travels to the export thread (export-thread.ts).
 */
export interface ExportLayout {
  name: string;
  lang: ExportLanguage;
  headers: string[];
  birrColumns: number[];
  kinds: ExportKind[];
}

/** The layout of an export, computed once per request. */
export function exportLayout<R>(name: string, columns: readonly ExportColumn<R>[], lang: ExportLanguage): ExportLayout {
  const headers: string[] = [];
  const birrColumns: number[] = [];
  for (const c of columns) {
    if (c.kind === 'birr') birrColumns.push(headers.length);
    headers.push(EXPORT_COLUMNS[c.key][lang]);
    if (c.kind === 'instant' || c.kind === 'day') headers.push(EXPORT_COLUMNS[c.isoKey][lang]);
  }
  return { name, lang, headers, birrColumns, kinds: columns.map((c) => c.kind) };
}

/** A row's values, one per column, read where the rows are (the request's thread). */
export const exportValues =
  <R>(columns: readonly ExportColumn<R>[]) =>
  (row: R): ExportValue[] =>
    columns.map((c) => c.value(row));

/** A row's values worded as cells (dates in the viewer's calendar beside ISO, codes in their language, santim as Birr). */
export function exportCells(layout: Pick<ExportLayout, 'kinds' | 'lang'>) {
  const { kinds, lang } = layout;
  return (values: readonly ExportValue[]): ExportCell[] => {
    const out: ExportCell[] = [];
    kinds.forEach((kind, i) => {
      const value = values[i] ?? null;
      switch (kind) {
        case 'instant': {
          const d = value as Date | null;
          out.push(d ? exportDateTimeText(d, lang) : null, d ? d.toISOString() : null);
          break;
        }
        case 'day': {
          const day = value as string | null;
          out.push(day ? exportDayText(day, lang) : null, day);
          break;
        }
        case 'birr':
          out.push(value === null ? null : { birr: value as number });
          break;
        case 'code':
          out.push(value === null ? null : exportValueText(value as string, lang));
          break;
        default:
          out.push(value as string | number | null);
      }
    });
    return out;
  };
}

/** Birr text for CSV, exactly two decimals from the integer santim (no float rounding). */
export const csvBirr = (cell: { birr: number }) => exportBirr(cell.birr);
