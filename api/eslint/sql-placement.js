// One data-access rule (ARCHITECTURE.md, "How a module is wired"): in api/src/modules, SQL text
// lives only in `*.sql.ts` repository files beside the module. Services, resolvers, REST handlers
// and every other module file call those files' functions; they hold no SQL string. ORM calls
// (EntityManager, QueryBuilder) are not SQL text and may stay anywhere.
//
// Each string literal and each piece of a template literal is matched on its own, so the patterns
// also catch fragments that are joined into a statement elsewhere (`and g.game_type = ?`).

/**
 * SQL shapes, case-insensitive, written so that English messages ("Select the hall…", "Delete
 * from the list…") do not match.
 */
const SQL_PATTERNS = [
  String.raw`\bselect\s+(distinct\s+)?(\*|[\w.]+(\s*\(|\s*,|\s+as\s|\s+from\s))`,
  String.raw`^\s*select\s*$`,
  String.raw`\binsert\s+into\s+"?\w+"?\s*(\(|values\b|select\b)`,
  String.raw`\bupdate\s+"?\w+"?(\s+\w+)?\s+set\s+"?\w+"?\s*=`,
  String.raw`\bdelete\s+from\s+"?\w+"?(\s+(where|using|returning)\b|\s*$)`,
  String.raw`\bfor\s+(no\s+key\s+)?update(\s+(of|skip|nowait)\b|\s*\)|\s*$)`,
  String.raw`\bon\s+conflict\b`,
  String.raw`\bwith\s+\w+\s+as\s*\(`,
  String.raw`\bjoin\s+\w+(\s+\w+)?\s+on\s+\w+\.\w+\s*=`,
  String.raw`\bwhere\s+(false|true)\b|\bwhere\s+(not\s+)?exists\s*\(`,
  String.raw`\w\s*(=|<>|<=|>=|<|>|\bin|\bis)\s*\(?\?`,
  String.raw`::(date|bigint|int|integer|text|uuid|jsonb?|char|numeric)\b`,
  String.raw`\bpg_\w+\(`,
];

const SQL_REGEX = SQL_PATTERNS.join('|');
const MESSAGE =
  'SQL text belongs in a `*.sql.ts` repository file beside the module (ARCHITECTURE.md, "How a module is wired").';

export const sqlPlacement = {
  files: ['api/src/modules/**/*.ts'],
  ignores: ['**/*.sql.ts', '**/*.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `Literal[value=/${SQL_REGEX}/i]`, message: MESSAGE },
      { selector: `TemplateElement[value.cooked=/${SQL_REGEX}/i]`, message: MESSAGE },
    ],
  },
};
