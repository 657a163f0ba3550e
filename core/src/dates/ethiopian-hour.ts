import { RuleError, describeValue } from '../rule-errors';
import { addisMinuteKey, assertInstant } from './addis';

/**
 * The Ethiopian hour (docs/screens.md#ethiopian-time; specification: "the Ethiopian hour is the
 * 24-hour hour minus 6"). The Ethiopian day starts at sunrise, 06:00 Addis: 07:00 is hour 1 of
 * the day, 18:00 is hour 12 of the day, 19:00 hour 1 of the night, 05:00 hour 11 of the night.
 */
export type EthiopianPeriod = 'day' | 'night';

export interface EthiopianClock {
  /** 1-12, as a clock in Addis Ababa reads it. */
  hour: number;
  minute: number;
  /** Day from 06:00 up to 18:00 Addis time, night from 18:00 up to 06:00. */
  period: EthiopianPeriod;
  /** The specification's "24-hour hour minus 6" on a 24-hour dial, 0-23. */
  hour24: number;
}

/** Ethiopian clock reading of an Addis Ababa 24-hour time. */
export function ethiopianClockOf(hour: number, minute = 0): EthiopianClock {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23 || !Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RuleError(
      'INVALID_DATE',
      `Expected an hour 0-23 and a minute 0-59, got ${describeValue(hour)}:${describeValue(minute)}.`,
    );
  }
  const hour24 = (hour + 18) % 24;
  // 06:00 and 18:00 read as 12 (the end of the night's or the day's twelfth hour), not 0.
  return {
    hour: hour24 % 12 === 0 ? 12 : hour24 % 12,
    minute,
    period: hour >= 6 && hour < 18 ? 'day' : 'night',
    hour24,
  };
}

/** The Ethiopian clock reading of an instant, on the Addis Ababa wall clock. */
export function ethiopianClock(instant: Date): EthiopianClock {
  const key = addisMinuteKey(assertInstant(instant));
  return ethiopianClockOf(Number(key.slice(11, 13)), Number(key.slice(14, 16)));
}

/** "H:MM" of an Ethiopian clock reading (the period is worded by the screen's language). */
export function ethiopianClockText(clock: EthiopianClock): string {
  return `${clock.hour}:${String(clock.minute).padStart(2, '0')}`;
}
