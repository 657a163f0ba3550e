/** Reports (docs/reporting.md). */

/** Daily statistics cover the last this many Addis Ababa days unless a range is given. */
export const DEFAULT_REPORT_DAYS = 30;
/** A report range may cover at most this many days (two years): a 10-year range is refused. */
export const MAX_REPORT_RANGE_DAYS = 731;
