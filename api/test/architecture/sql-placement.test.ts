import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { sqlPlacement } from '../../eslint/sql-placement.js';

/**
 * The data-access rule of ARCHITECTURE.md ("How a module is wired") really refuses what it says:
 * SQL text in a module file other than `*.sql.ts` is an error, the same text in a `*.sql.ts`
 * repository file is not. `npm run lint` runs the same rule over the real tree.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, sqlPlacement],
});

async function problems(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const statement = `export function hostName(em: { execute(sql: string, params: unknown[]): Promise<unknown[]> }, id: string) {
  return em.execute('select username from account where id = ?', [id]);
}
`;

describe('SQL placement', () => {
  it('refuses SQL text in a service', async () => {
    const found = await problems('api/src/modules/hall/hall.service.ts', statement);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^no-restricted-syntax: SQL text belongs in a `\*\.sql\.ts` repository file/);
  });

  it('accepts the same statement in a *.sql.ts repository file', async () => {
    expect(await problems('api/src/modules/hall/hall.sql.ts', statement)).toEqual([]);
  });

  it.each([
    ['a resolver', 'api/src/modules/hall/hall.resolver.ts', "const q = 'delete from hall_settings where host_id = ?';"],
    [
      'a REST handler',
      'api/src/modules/hall/hall.rest.ts',
      'const q = `insert into hall_settings (host_id) values (?)`;',
    ],
    [
      'a fragment joined into a statement elsewhere',
      'api/src/modules/stats/stats-range.ts',
      'const range = (c: string) => ` and ${c} >= ? and g.host_id = ?`;',
    ],
    [
      'a template literal split around a value',
      'api/src/modules/voice-pack/voice-pack.service.ts',
      'const q = (cols: string) => `${cols} join voice_pack_choice ch on ch.pack_id = p.id`;',
    ],
    ['a lock', 'api/src/modules/wallet/wallet-admin.service.ts', "const q = 'select pg_advisory_xact_lock(?)';"],
  ])('refuses SQL in %s', async (_what, file, text) => {
    expect(await problems(file, `export ${text}\n`)).toHaveLength(1);
  });

  it('accepts messages and ORM calls', async () => {
    const text = `export const message = 'Select the hall whose settings change, then save.';
export const where = { host: 'id', status: 'SCHEDULED' };
export const note = 'The game is set for update at the next start.';
export const hint = 'Delete from the list the hosts you no longer need, or update the hall set up first.';
`;
    expect(await problems('api/src/modules/hall/hall.service.ts', text)).toEqual([]);
  });

  it('applies to api modules only', async () => {
    expect(await problems('api/src/shared/db/batch.ts', statement)).toEqual([]);
  });
});
