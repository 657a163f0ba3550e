import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CODE_ALPHABET } from '@bingo/core';
import { startTestServer, type TestServer } from '../test-server';
import { sqlEm } from '../../src/shared/db/sql';
import { Migration20261124110000_public_code } from '../../src/db/migrations/Migration20261124110000_public_code';

/**
 * The backfill of Migration20261124110000_public_code on a database that already holds games:
 * the column is taken away again, the migration's up() runs, and every game has its own code.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const token = await server.login('hawassa1', 'demo1234');
  for (let i = 0; i < 3; i++) {
    const g = await server.request('POST', '/game/start', {
      token,
      body: { bettingAmount: 10, cardPaletteNumbers: [1, 2, 3], callSpeed: 5000 },
    });
    expect(g.status).toBe(200);
    await server.request('POST', `/game/${g.body.gameId}/end`, { token });
  }
}, 60_000);
afterAll(() => server?.close());

describe('public code migration', () => {
  it('gives every existing game a unique code and makes the column required and unique', async () => {
    const em = sqlEm(server.orm);
    await em.execute('alter table "game" drop constraint "game_public_code_unique"');
    await em.execute('alter table "game" drop column "public_code"');
    await new Migration20261124110000_public_code(em.getDriver(), server.orm.config).up();
    const rows = await em.execute<{ id: string; public_code: string }[]>('select id, public_code from game');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) expect(r.public_code).toMatch(new RegExp(`^[${PUBLIC_CODE_ALPHABET}]{8}$`));
    expect(new Set(rows.map((r) => r.public_code)).size).toBe(rows.length);
    const clash = em.execute('update game set public_code = ? where id = ?', [rows[0]!.public_code, rows[1]!.id]);
    await expect(clash).rejects.toThrow();
    await expect(em.execute('update game set public_code = null where id = ?', [rows[0]!.id])).rejects.toThrow();
  });
});
