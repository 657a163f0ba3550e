/**
 * A statement's text and values as PostgreSQL takes them with bind parameters: MikroORM's `?`
 * placeholders become `$1…$n`, values are converted as MikroORM would quote them. No ORM here:
 * the export thread (shared/export) reads with a bare pg client through these too.
 */

/** Reads rows: `text` with `?` placeholders, one value per `?` (executeOnPool, or the export thread's client). */
export type SqlRows = <T>(text: string, params: readonly unknown[]) => Promise<T[]>;

/** `?` placeholders (MikroORM's) to `$n`, outside quoted text, quoted identifiers and comments; cached. */
const positional = new Map<string, string>();
const POSITIONAL_CACHE_MAX = 2000;

export function toPositional(text: string): string {
  const hit = positional.get(text);
  if (hit !== undefined) return hit;
  let out = '';
  let n = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const end = skipQuoted(text, i);
    if (end > i) {
      out += text.slice(i, end);
      i = end;
    } else if (c === '?') {
      if (text[i + 1] === '?')
        throw new Error('`??` (an identifier placeholder) is not supported in a parameterized statement');
      out += `$${++n}`;
      i++;
    } else {
      out += c;
      i++;
    }
  }
  if (positional.size >= POSITIONAL_CACHE_MAX) positional.clear();
  positional.set(text, out);
  return out;
}

/** Where a quoted string, quoted identifier or comment starting at `i` ends (`i` when none starts there). */
function skipQuoted(text: string, i: number): number {
  const c = text[i];
  const close = (closing: string, from: number) => {
    const at = text.indexOf(closing, from);
    return at === -1 ? text.length : at + closing.length;
  };
  if (c === "'" || c === '"') {
    // A doubled quote inside is an escaped quote: keep going past it.
    let at = i + 1;
    for (;;) {
      at = close(c, at);
      if (text[at] !== c) return at;
      at++;
    }
  }
  if (c === '-' && text[i + 1] === '-') return close('\n', i + 2);
  if (c === '/' && text[i + 1] === '*') return close('*/', i + 2);
  return i;
}

export function toDriverValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) throw new Error('An array cannot be one parameter: write one `?` per element');
  if (typeof value === 'object' && !ArrayBuffer.isView(value)) return JSON.stringify(value);
  return value;
}

/**
 * Leads a transaction's last statement (shared/db/batch.ts: `sendDeferred`, which only the COMMIT
 * follows): on PostgreSQL the pool's connection sends COMMIT right behind it, in the same round
 * trip (db/prepared-client.ts; docs/audit.md#commit-with-the-last-statement). A comment to
 * PostgreSQL.
 */
export const COMMIT_FOLLOWS = '/* commit follows */ ';
