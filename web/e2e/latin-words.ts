/**
 * Latin words an Amharic screen may show: data of the demo fixture (usernames, group names and
 * routes, token names), the currency's English name, brands and technical names a person types
 * as they are (file names of a voice pack, API, GraphQL), the BINGO letters and the EN switch.
 */
const ALLOWED = new Set(
  [
    // demo fixture data
    'demo',
    'hawassa',
    'hawassa1',
    'hawassa2',
    'hawassa3',
    'hawassasuper',
    'ale',
    'ale1',
    'ale2',
    'alesuper',
    'owner.hawassa',
    'owner.ale',
    'superadmin',
    'final',
    'warning',
    'nightly-report',
    // money, brands, technical names
    'Birr',
    'BINGO',
    'API',
    'GraphQL',
    'GraphiQL',
    'EN',
    'zip',
    'WAV',
    'PCM',
    'game-start',
    'winner',
    'not-winner',
    'card-locked',
    'not-registered',
    'game-over',
  ].map((w) => w.toLowerCase()),
);

/** Latin words of a text that are not allowed (numbers, B1..O75 call names and single letters pass). */
export function latinWords(text: string): string[] {
  const words = text.match(/[A-Za-z][A-Za-z0-9.'’-]*[A-Za-z0-9]|[A-Za-z]/g) ?? [];
  return words.filter((w) => {
    if (w.length === 1) return false; // B I N G O columns, "x"
    if (/^[BINGO]\d{1,2}$/.test(w)) return false; // call names
    if (/^[BINGO]\d{1,2}\.\.[BINGO]\d{1,2}$/.test(w)) return false;
    return !ALLOWED.has(w.toLowerCase());
  });
}
