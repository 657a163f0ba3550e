import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of ARCHITECTURE.md (.dependency-cruiser.cjs) really refuse what they say:
 * each case writes a tiny tree with one forbidden import into a temporary folder and cruises it
 * with the project's rules. `npm run lint:boundaries` runs the same rules over the real tree.
 */
const require = createRequire(import.meta.url);
const config = require('../../../.dependency-cruiser.cjs') as {
  forbidden: object[];
  options: { exclude: { path: string } };
};
const folders: string[] = [];

async function violations(files: Record<string, string>): Promise<{ rule: string; from: string; to: string }[]> {
  const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-boundaries-'));
  folders.push(baseDir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(baseDir, file)), { recursive: true });
    fs.writeFileSync(path.join(baseDir, file), text);
  }
  const roots = [...new Set(Object.keys(files).map((f) => f.split('/').slice(0, 2).join('/')))];
  const result = await cruise(roots, {
    baseDir,
    ruleSet: { forbidden: config.forbidden } as never,
    exclude: config.options.exclude,
    tsPreCompilationDeps: true,
    validate: true,
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result object');
  return result.output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

const exporting = 'export const value = 1;\n';
const importing = (from: string) => `import { value } from '${from}';\nexport const other = value;\n`;

afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('layer boundaries', () => {
  it('a layered tree passes', async () => {
    expect(
      await violations({
        'api/src/shared/db/sql.ts': exporting,
        'api/src/modules/account/index.ts': importing('../../shared/db/sql'),
        'api/src/modules/game/index.ts': importing('../account/index'),
        'api/src/modules.ts': importing('./modules/game/index'),
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'platform-imports-no-module',
      { 'api/src/shared/x.ts': importing('../modules/game/index'), 'api/src/modules/game/index.ts': exporting },
    ],
    [
      'account-modules-stay-below-play',
      { 'api/src/modules/wallet/index.ts': importing('../game/index'), 'api/src/modules/game/index.ts': exporting },
    ],
    [
      'play-modules-stay-below-reporting',
      { 'api/src/modules/game/index.ts': importing('../stats/index'), 'api/src/modules/stats/index.ts': exporting },
    ],
    [
      'modules-meet-at-their-index',
      {
        'api/src/modules/game/index.ts': importing('../card/card.service'),
        'api/src/modules/card/card.service.ts': exporting,
      },
    ],
    [
      'modules-import-no-transport-or-root',
      { 'api/src/modules/game/index.ts': importing('../../graphql/context'), 'api/src/graphql/context.ts': exporting },
    ],
    [
      'transports-get-modules-from-the-root',
      { 'api/src/rest/router.ts': importing('../modules/game/index'), 'api/src/modules/game/index.ts': exporting },
    ],
    [
      'module-has-a-layer',
      { 'api/src/modules/lottery/index.ts': importing('../../shared/x'), 'api/src/shared/x.ts': exporting },
    ],
    [
      'features-stay-apart',
      { 'web/src/features/game/a.ts': importing('../dashboard/b'), 'web/src/features/dashboard/b.ts': exporting },
    ],
    [
      'web-shared-imports-no-feature',
      { 'web/src/shared/a.ts': importing('../features/game/b'), 'web/src/features/game/b.ts': exporting },
    ],
    ['core-is-pure', { 'core/src/a.ts': "import fs from 'node:fs';\nexport const read = fs.readFileSync;\n" }],
  ])('refuses what %s forbids, naming the rule', async (rule, files) => {
    const found = await violations(files);
    expect(found.map((v) => v.rule)).toContain(rule);
  });

  it('refuses a cycle between two modules of the same layer, even without a file cycle', async () => {
    const found = await violations({
      'api/src/modules/game/index.ts': importing('../jackpot/index'),
      'api/src/modules/jackpot/index.ts': exporting,
      'api/src/modules/jackpot/settle.ts': importing('../game/index'),
    });
    expect(found.map((v) => v.rule)).toContain('no-module-cycles');
  });

  it("a module's use-case folders may call each other, and stay private to other modules", async () => {
    const found = await violations({
      'api/src/modules/game/index.ts': importing('./clock/a'),
      'api/src/modules/game/clock/a.ts': importing('../queries/b'),
      'api/src/modules/game/queries/b.ts': importing('../clock/c'),
      'api/src/modules/game/clock/c.ts': exporting,
      'api/src/modules/live/index.ts': importing('../game/clock/c'),
    });
    expect(found).toEqual([
      {
        rule: 'modules-meet-at-their-index',
        from: 'api/src/modules/live/index.ts',
        to: 'api/src/modules/game/clock/c.ts',
      },
    ]);
  });

  it('refuses a module cycle that passes through a use-case folder', async () => {
    const found = await violations({
      'api/src/modules/game/index.ts': importing('./claim/x'),
      'api/src/modules/game/claim/x.ts': importing('../../jackpot/index'),
      'api/src/modules/jackpot/index.ts': exporting,
      'api/src/modules/jackpot/settle.ts': importing('../game/index'),
    });
    expect(found.map((v) => v.rule)).toContain('no-module-cycles');
  });
});
