/**
 * Exports of reports and tables (docs/reporting.md#exports): the formats, the range an export may
 * cover, the refusal codes a client words in its own language, and the column names in both
 * languages, so the server writes the viewer's headers and the screens name the same columns.
 */
import { ADDIS_TIME_ZONE, addisDayStart, addisMinuteKey } from '../dates/addis';
import { ethiopianDate } from '../dates/ethiopian';
import { MAX_REPORT_RANGE_DAYS } from './reports';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_LANGUAGES = ['en', 'am'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** A host's statistics export by day (the last 30), week (12) or month (12), as its screen shows them. */
export const EXPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ExportPeriod = (typeof EXPORT_PERIODS)[number];

/** An export's date range may cover at most this many days: the screens' own limit. */
export const MAX_EXPORT_RANGE_DAYS = MAX_REPORT_RANGE_DAYS;
/** Rows are read from the database this many at a time, never all at once. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * Why an export was refused, as `details.reason` beside the English message (BAD_INPUT).
 * Part of the public contract: add new codes, never rename one.
 */
export const EXPORT_PROBLEM_CODES = [
  'EXPORT_RANGE_TOO_LONG',
  'EXPORT_FORMAT_UNKNOWN',
  'EXPORT_LANGUAGE_UNKNOWN',
] as const;
export type ExportProblemCode = (typeof EXPORT_PROBLEM_CODES)[number];

/** The file types as answered (Content-Type) and asked for (Accept). */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Column names. Amounts say "Birr"; the ISO date column beside each date says "ISO 8601". */
export const EXPORT_COLUMNS = {
  day: { en: 'Day', am: 'ቀን' },
  dayIso: { en: 'Day (ISO 8601)', am: 'ቀን (ISO 8601)' },
  weekStart: { en: 'Week starting', am: 'ሳምንቱ የጀመረበት ቀን' },
  weekStartIso: { en: 'Week starting (ISO 8601)', am: 'ሳምንቱ የጀመረበት ቀን (ISO 8601)' },
  monthStart: { en: 'Month starting', am: 'ወሩ የጀመረበት ቀን' },
  monthStartIso: { en: 'Month starting (ISO 8601)', am: 'ወሩ የጀመረበት ቀን (ISO 8601)' },
  dateTime: { en: 'Date and time', am: 'ቀን እና ሰዓት' },
  dateTimeIso: { en: 'Date and time (ISO 8601)', am: 'ቀን እና ሰዓት (ISO 8601)' },
  openedAt: { en: 'Opened', am: 'የተከፈተበት' },
  openedAtIso: { en: 'Opened (ISO 8601)', am: 'የተከፈተበት (ISO 8601)' },
  closedAt: { en: 'Closed', am: 'የተዘጋበት' },
  closedAtIso: { en: 'Closed (ISO 8601)', am: 'የተዘጋበት (ISO 8601)' },
  games: { en: 'Games', am: 'ጨዋታዎች' },
  host: { en: 'Host', am: 'አስተናጋጅ' },
  gameId: { en: 'Game ID', am: 'የጨዋታ መለያ' },
  gameType: { en: 'Game type', am: 'የጨዋታ ዓይነት' },
  status: { en: 'Status', am: 'ሁኔታ' },
  players: { en: 'Players', am: 'ተጫዋቾች' },
  betAmount: { en: 'Bet amount (Birr)', am: 'የውርርድ መጠን (ብር)' },
  totalStakes: { en: 'Total stakes (Birr)', am: 'ጠቅላላ ውርርድ (ብር)' },
  payout: { en: 'Payout (Birr)', am: 'ክፍያ (ብር)' },
  winningAmount: { en: 'Winning amount (Birr)', am: 'የአሸናፊ ክፍያ (ብር)' },
  profit: { en: 'Profit (Birr)', am: 'ትርፍ (ብር)' },
  platformFee: { en: 'Platform fee (Birr)', am: 'የአገልግሎት ክፍያ (ብር)' },
  amount: { en: 'Amount (Birr)', am: 'መጠን (ብር)' },
  kind: { en: 'Kind', am: 'ዓይነት' },
  shift: { en: 'Shift', am: 'ፈረቃ' },
  freeFromPlatform: { en: 'Free games from platform (Birr)', am: 'ነፃ ጨዋታ ከመድረኩ (ብር)' },
  bonusFromPlatform: { en: 'Bonuses from platform (Birr)', am: 'ቦነስ ከመድረኩ (ብር)' },
  flaggedPayouts: { en: 'Flagged payouts', am: 'ለግምገማ የተለዩ ክፍያዎች' },
  flaggedAwaiting: { en: 'Flagged awaiting review', am: 'ግምገማ የሚጠብቁ' },
  float: { en: 'Opening float (Birr)', am: 'መነሻ ገንዘብ (ብር)' },
  cashIn: { en: 'Cash in (Birr)', am: 'የገባ ገንዘብ (ብር)' },
  cashOut: { en: 'Cash out (Birr)', am: 'የወጣ ገንዘብ (ብር)' },
  expected: { en: 'Expected (Birr)', am: 'በመሳቢያው የሚጠበቅ (ብር)' },
  counted: { en: 'Counted (Birr)', am: 'የተቆጠረ (ብር)' },
  difference: { en: 'Difference (Birr)', am: 'ልዩነት (ብር)' },
  note: { en: 'Note', am: 'ማስታወሻ' },
  rank: { en: 'Rank', am: 'ደረጃ' },
} as const satisfies Record<string, Record<ExportLanguage, string>>;
export type ExportColumnKey = keyof typeof EXPORT_COLUMNS;

/** Words for the coded values an export writes (a game's status, a ledger entry's kind). */
export const EXPORT_VALUES = {
  ACTIVE: { en: 'Running', am: 'በሂደት ላይ' },
  ENDED: { en: 'Ended', am: 'ያለቀ' },
  ABANDONED: { en: 'Abandoned', am: 'የተተወ' },
  TOP_UP: { en: 'Top-up', am: 'ገንዘብ መሙላት' },
  ADJUSTMENT: { en: 'Correction', am: 'ማስተካከያ' },
  regular: { en: 'Regular bingo', am: 'መደበኛ ቢንጎ' },
  multiplierBingo: { en: 'Multiplier bingo', am: 'ማባዣ ቢንጎ' },
  house: { en: 'House', am: 'የቤት' },
  free: { en: 'Free', am: 'ነፃ' },
} as const satisfies Record<string, Record<ExportLanguage, string>>;

/** A coded value in the viewer's words, or the code itself when it has none. */
export function exportValueText(value: string, lang: ExportLanguage): string {
  return (EXPORT_VALUES as Record<string, Record<ExportLanguage, string> | undefined>)[value]?.[lang] ?? value;
}

/** Santim to the Birr text an export writes: two decimals, no grouping ("-1234.50"). */
export function exportBirr(santim: number): string {
  const sign = santim < 0 ? '-' : '';
  const abs = Math.abs(santim);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const gregorian = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: ADDIS_TIME_ZONE });

/** A day (YYYY-MM-DD, Addis) in the viewer's calendar: Ethiopian in Amharic ("ኅዳር 11 2019"), else Gregorian. */
export function exportDayText(day: string, lang: ExportLanguage): string {
  const instant = addisDayStart(day);
  return lang === 'am' ? ethiopianDate(instant, 'am-ET') : gregorian.format(instant);
}

/** An instant in the viewer's calendar with the Addis 24-hour time ("ኅዳር 11 2019 14:05"). */
export function exportDateTimeText(instant: Date, lang: ExportLanguage): string {
  const time = addisMinuteKey(instant).slice(11);
  return lang === 'am' ? `${ethiopianDate(instant, 'am-ET')} ${time}` : `${gregorian.format(instant)} ${time}`;
}
