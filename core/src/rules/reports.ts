/** Reports (seed 000 section 9, seed 001 section 9). */

/** Daily statistics cover the last this many Addis Ababa days unless a range is given. */
export const DEFAULT_REPORT_DAYS = 30;
