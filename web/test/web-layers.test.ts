import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The web layers of ARCHITECTURE.md (.dependency-cruiser.cjs) really refuse what they say: each
 * case writes a tiny web/src tree with one import into a temporary folder and cruises it with the
 * project's rules. `npm run lint:boundaries` runs the same rules over the real tree.
 */
const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as {
  forbidden: object[];
  options: { exclude: { path: string } };
};
const folders: string[] = [];

async function rulesBroken(files: Record<string, string>): Promise<string[]> {
  const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bingo-web-layers-'));
  folders.push(baseDir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(baseDir, file)), { recursive: true });
    fs.writeFileSync(path.join(baseDir, file), text);
  }
  const result = await cruise(['web/src'], {
    baseDir,
    ruleSet: { forbidden: config.forbidden } as never,
    exclude: config.options.exclude,
    tsPreCompilationDeps: true,
    validate: true,
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result object');
  return result.output.summary.violations.map((v) => v.rule.name);
}

const exporting = 'export const value = 1;\n';
const importing = (from: string) => `import { value } from '${from}';\nexport const other = value;\n`;

afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('web layers', () => {
  it('app → feature → domains → shared passes', async () => {
    expect(
      await rulesBroken({
        'web/src/shared/toast.ts': exporting,
        'web/src/account/session.ts': importing('../shared/toast'),
        'web/src/game/caller.ts': importing('../account/session'),
        'web/src/hosts/table.ts': importing('../game/caller'),
        'web/src/features/owner/page.ts': importing('../../hosts/table'),
        'web/src/app/router.ts': importing('../features/owner/page'),
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'web-shared-imports-no-domain',
      'a kit importing the game',
      'web/src/shared/kit.ts',
      '../game/caller/screen',
      'web/src/game/caller/screen.ts',
    ],
    [
      'web-shared-imports-no-domain',
      'a kit importing the session',
      'web/src/shared/layout/frame.ts',
      '../../account/session',
      'web/src/account/session.ts',
    ],
    [
      'web-domains-import-no-feature',
      'the game importing a screen',
      'web/src/game/caller/screen.ts',
      '../../features/game/page',
      'web/src/features/game/page.ts',
    ],
    [
      'web-domains-import-no-feature',
      'the hosts importing the app shell',
      'web/src/hosts/table.ts',
      '../app/router',
      'web/src/app/router.ts',
    ],
    [
      'web-account-imports-no-other-domain',
      'the account importing the game',
      'web/src/account/header.ts',
      '../game/caller',
      'web/src/game/caller.ts',
    ],
    [
      'web-game-imports-no-hosts',
      'the game importing the hosts',
      'web/src/game/history.ts',
      '../hosts/table',
      'web/src/hosts/table.ts',
    ],
    [
      'web-shared-imports-no-feature',
      'a kit importing a screen',
      'web/src/shared/kit.ts',
      '../features/game/page',
      'web/src/features/game/page.ts',
    ],
    [
      'features-stay-apart',
      'a screen importing another',
      'web/src/features/game/page.ts',
      '../dashboard/page',
      'web/src/features/dashboard/page.ts',
    ],
    [
      'web-folder-has-a-layer',
      'a folder outside the layers',
      'web/src/lottery/draw.ts',
      '../shared/kit',
      'web/src/shared/kit.ts',
    ],
  ])('%s refuses %s', async (rule, _what, from, spec, to) => {
    expect(await rulesBroken({ [from]: importing(spec), [to]: exporting })).toContain(rule);
  });
});
