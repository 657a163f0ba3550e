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
    'JSON',
    'CSV',
    'SHA-256',
    'QR',
    'Google',
    'Microsoft',
    'Authenticator',
    // the language switch names the other language in its own words
    'English',
    // key names as printed on the keyboard (the caller's shortcut hint)
    'Space',
    'Enter',
    'Esc',
  ].map((w) => w.toLowerCase()),
);

/**
 * Names and data a screen shows as they are: the product's name, links, checksums, card sets'
 * names, printed cards' check codes, short game ids (hex with a digit), the commitment's short
 * form, the /owner route.
 */
const DATA = [
  /Bingo Hall/g,
  /https?:\/\/\S+/g,
  /\b[0-9a-f]{12,}\b/g,
  // the commitment's short form (room-model.ts): a group of four may hold no digit ("aada")
  /\b[0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{4}\b/g,
  /\bCartella \d+\b/g,
  /\b[2-9A-HJKMNP-TV-Z]{8}\b/g,
  /\b(?=[0-9a-f]*\d)[0-9a-f]{3,}\b/g,
  /\/owner\b/g,
];

/**
 * Latin words of a text that are not allowed (numbers, B1..O75 call names and single letters
 * pass); `data` is what this screen shows of the fixture besides (e.g. a card set's name).
 */
export function latinWords(text: string, data: readonly (string | RegExp)[] = []): string[] {
  let rest = text;
  for (const d of [...DATA, ...data]) rest = typeof d === 'string' ? rest.split(d).join(' ') : rest.replace(d, ' ');
  const words = rest.match(/[A-Za-z][A-Za-z0-9.'’-]*[A-Za-z0-9]|[A-Za-z]/g) ?? [];
  return words.filter((w) => {
    if (w.length === 1) return false; // B I N G O columns, "x"
    if (/^[BINGO]\d{1,2}$/.test(w)) return false; // call names
    if (/^[BINGO]\d{1,2}\.\.[BINGO]\d{1,2}$/.test(w)) return false;
    return !ALLOWED.has(w.toLowerCase());
  });
}
