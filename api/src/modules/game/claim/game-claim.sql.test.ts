import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { START } from '../../../../test/helpers/game-fixtures';
import { sqlEm } from '../../../shared/db/sql';
import { toPositional } from '../../../shared/db/statement-text';
import type { Tx } from '../../../shared/db/transaction';
import { lostClaimsSql } from './game-claim.sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface PlanNode {
  'Relation Name'?: string;
  'Index Name'?: string;
  'Node Type': string;
  Plans?: PlanNode[];
}

/** Every scan of the game table in the plan: its node type and index. */
function gameScans(node: PlanNode): string[] {
  const own = node['Relation Name'] === 'game' ? [`${node['Node Type']} ${node['Index Name'] ?? ''}`.trim()] : [];
  return [...own, ...(node.Plans ?? []).flatMap(gameScans)];
}

const rolledBack = new Error('rolled back');

it("a losing check's insert fetches the checked game by its key, however many games run and whatever the statistics say", async () => {
  const start = await server.request('POST', '/game/start', { token: await server.login(), body: START });
  expect(start.status).toBe(200);
  const sql = sqlEm(server.orm);
  // Statistics from before the games started: one running game…
  await sql.execute('analyze game');
  // …then 3,000 more (copies of it, without the triggers that keep reports), not analyzed since.
  const columns = (
    await sql.execute<{ name: string }[]>(
      "select column_name as name from information_schema.columns where table_name = 'game' order by ordinal_position",
    )
  ).map((c) => `"${c.name}"`);
  const copied: Record<string, string> = {
    '"id"': 'gen_random_uuid()',
    '"public_code"': "'Z' || lpad(n::text, 7, '0')",
  };
  let scans: string[] = [];
  await sql
    .transactional(async (tx: Tx) => {
      await tx.execute('set local session_replication_role = replica');
      await tx.execute(
        `insert into game (${columns.join(', ')})
         select ${columns.map((c) => copied[c] ?? `g.${c}`).join(', ')} from game g, generate_series(1, 3000) n where g.id = ?`,
        [start.body.gameId],
      );
      await tx.execute('set local session_replication_role = origin');
      // The plan the server's prepared statement settles on once it stops planning each call anew.
      await tx.execute('set local plan_cache_mode = force_generic_plan');
      // The text as the server prepares it (shared/db/statement-text.ts).
      await tx.execute(`prepare lost_claims as ${toPositional(lostClaimsSql(1))}`);
      const [row] = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]>(
        `explain (format json) execute lost_claims(?, 1, 3, null, '0', null, 'bingo_events')`,
        [start.body.gameId],
      );
      scans = gameScans(row!['QUERY PLAN'][0].Plan);
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  expect(scans).toEqual(['Index Scan game_pkey']);
});
