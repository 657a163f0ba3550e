import { BALL_COUNT, COLUMN_RANGES, type Letter, letterOf } from '../cards/card';
import { RuleError, describeValue } from '../rule-errors';

export function isBallNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= BALL_COUNT;
}

/** 5 -> "B5", 40 -> "N40". */
export function labelNumber(n: number): string {
  if (!isBallNumber(n)) {
    throw new RuleError(
      'NUMBER_OUT_OF_RANGE',
      `A called number is a whole number from 1 to 75, got ${describeValue(n)}.`,
    );
  }
  return `${letterOf(n)}${n}`;
}

const LABEL = /^([BINGO])([1-9][0-9]?)$/;

/** "B5" -> 5. Rejects anything but an upper-case letter and its own range, e.g. "B16" or "N05". */
export function parseCalledNumber(label: unknown): number {
  const m = typeof label === 'string' ? LABEL.exec(label) : null;
  if (!m) {
    throw new RuleError(
      'INVALID_CALLED_NUMBER',
      `A called number is a column letter and its number, like "B5" or "N40"; got ${describeValue(label)}.`,
    );
  }
  const letter = m[1] as Letter;
  const n = Number(m[2]);
  const { min, max } = COLUMN_RANGES[letter];
  if (n < min || n > max) {
    throw new RuleError(
      'INVALID_CALLED_NUMBER',
      `"${label as string}": ${n} is not in column ${letter} (${min}-${max}).`,
    );
  }
  return n;
}

/** A list of labels without repeats, as a claim sends it: ["B5", "N40", ...] -> [5, 40, ...]. */
export function parseCalledNumbers(labels: unknown): number[] {
  if (!Array.isArray(labels)) {
    throw new RuleError(
      'INVALID_CALLED_NUMBER',
      `Called numbers must be an array of labels like "B5", got ${describeValue(labels)}.`,
    );
  }
  if (labels.length > BALL_COUNT) {
    throw new RuleError('INVALID_DRAW', `At most ${BALL_COUNT} numbers can be called, got ${labels.length}.`);
  }
  const seen = new Set<number>();
  return labels.map((label, i) => {
    const n = parseCalledNumber(label);
    if (seen.has(n)) {
      throw new RuleError('INVALID_DRAW', `${labelNumber(n)} is called twice (again at position ${i + 1}).`);
    }
    seen.add(n);
    return n;
  });
}
