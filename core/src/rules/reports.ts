/** Reports (docs/reporting.md). */

/** Daily statistics cover the last this many Addis Ababa days unless a range is given. */
export const DEFAULT_REPORT_DAYS = 30;
