import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { runSoak } from './soak';

/**
 * The fast subset of `npm run harden`, inside `npm test`: the real server in its own process,
 * a 5-second money soak on 5 hosts from 10 HTTP clients, one kill -9 halfway and a restart on
 * the same data, then every money, audit and acknowledged-vs-committed check of the full soak.
 * Embedded PGlite folder by default, a fresh database when TEST_DATABASE_URL is set.
 */
describe('money soak with kill -9 (fast subset of npm run harden)', () => {
  it('loses and doubles nothing, money adds up, games resume with the same call order', async () => {
    const postgresUrl = inject('testDatabaseUrl') || undefined;
    const templateFile = inject('pgliteTemplateFile');
    const t0 = performance.now();
    const report = await runSoak({
      seconds: 5,
      hosts: 5,
      clients: 10,
      kill: true,
      postgresUrl,
      template: !postgresUrl && templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined,
      progress: process.env.SOAK_PROGRESS
        ? (line) => console.error(`[soak ${((performance.now() - t0) / 1000).toFixed(1)} s] ${line}`)
        : undefined,
    });
    expect(
      report.checks.filter((c) => !c.pass),
      JSON.stringify(report.unexpectedAnswers),
    ).toEqual([]);
    expect(report.counts.start).toBeGreaterThan(0);
    expect(report.kill?.resumedGames).toBeGreaterThan(0);
  }, 120_000);
});
