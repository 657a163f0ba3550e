import { verifyAuditChain } from '../../src/modules/audit';
import { gameMoneyProblems, type Query } from './game-money';
import type { SoakLog } from './soak-clients';
import type { SoakActors } from './soak-setup';

export interface Check {
  name: string;
  pass: boolean;
  detail?: unknown;
}

const sample = <T>(items: T[]) => (items.length > 5 ? [...items.slice(0, 5), `… ${items.length - 5} more`] : items);
const check = (name: string, problems: unknown[], detail?: Record<string, unknown>): Check => ({
  name,
  pass: problems.length === 0,
  detail: { ...detail, ...(problems.length ? { problems: sample(problems) } : {}) },
});

/**
 * After the soak, on the database itself: money invariants, the audit chain, and what the
 * clients were told against what was committed (nothing lost, nothing doubled).
 */
export async function verifySoak(query: Query, log: SoakLog, actors: SoakActors): Promise<Check[]> {
  const hostIds = actors.hosts.map((h) => h.id);
  const ids = `{${hostIds.join(',')}}`;
  const checks: Check[] = [];

  const drift = await query(`select a.username, a.wallet_balance as wallet, coalesce(sum(l.amount), 0) as ledger
      from account a left join ledger_entry l on l.account_id = a.id group by a.id having a.wallet_balance <> coalesce(sum(l.amount), 0)`);
  checks.push(
    check(
      'every wallet equals its ledger sum',
      drift.map((r) => `${r.username}: wallet ${r.wallet}, ledger ${r.ledger}`),
    ),
  );
  const negative = await query('select username, wallet_balance from account where wallet_balance < 0');
  checks.push(
    check(
      'no wallet negative',
      negative.map((r) => `${r.username}: ${r.wallet_balance}`),
    ),
  );

  const money = await gameMoneyProblems(query, hostIds);
  const types = await query(
    'select game_type, count(*) as n from game where host_id = any(?::uuid[]) group by game_type order by game_type',
    [ids],
  );
  const byType = Object.fromEntries(types.map((t) => [t.game_type, Number(t.n)]));
  checks.push(check("every game's money adds up", money.problems, { games: money.games, byType }));

  // docs/games-and-money.md#jackpot: a pool is what its games added at start less what they won.
  const pools = await query(
    `select a.username, coalesce(p.amount, 0) as pool,
            coalesce((select sum(g.jackpot_accrual - g.jackpot_awarded) from game g where g.host_id = a.id), 0) as history
       from account a left join jackpot_pool p on p.host_id = a.id where a.id = any(?::uuid[])`,
    [ids],
  );
  checks.push(
    check(
      "every jackpot pool equals its games' accruals less their awards",
      pools
        .filter((r) => Number(r.pool) !== Number(r.history))
        .map((r) => `${r.username}: pool ${r.pool}, games ${r.history}`),
    ),
  );

  const audit = await verifyAuditChain((sql, params) => query(sql, params));
  checks.push({ name: 'audit chain verifies', pass: audit.ok, detail: audit });

  // Games: exactly the acknowledged ones (in-doubt starts were retried with their key until answered).
  const dbGames = await query('select id, status from game where host_id = any(?::uuid[])', [ids]);
  const acked = new Map(log.starts.map((s) => [s.gameId, s]));
  const keyRows = await query(
    "select actor_id, key, response->>'gameId' as game_id from idempotency_key where operation = 'game.start' and actor_id = any(?::uuid[])",
    [ids],
  );
  const byKey = new Map(keyRows.map((r) => [`${r.actor_id}/${r.key}`, r.game_id as string]));
  checks.push(
    check(
      'every acknowledged start committed once, under its key',
      [
        ...log.starts
          .filter((s) => byKey.get(`${s.hostId}/${s.key}`) !== s.gameId)
          .map((s) => `key ${s.key}: acknowledged ${s.gameId}, stored ${byKey.get(`${s.hostId}/${s.key}`)}`),
        ...dbGames.filter((g) => !acked.has(g.id)).map((g) => `game ${g.id} committed but never acknowledged`),
        ...[...acked.keys()]
          .filter((id) => !dbGames.some((g) => g.id === id))
          .map((id) => `acknowledged game ${id} missing`),
      ],
      { acknowledged: acked.size, inDatabase: dbGames.length },
    ),
  );
  const status = new Map(dbGames.map((g) => [g.id, g.status]));
  checks.push(
    check(
      'every acknowledged end is ended',
      log.ends.filter((id) => status.get(id) !== 'ENDED'),
    ),
  );

  // Claims: each acknowledged one recorded with its result; any other row was in doubt at a crash.
  const dbClaims = await query(
    'select c.game_id, c.palette_number, c.result from game_claim c join game g on g.id = c.game_id where g.host_id = any(?::uuid[])',
    [ids],
  );
  const claimKey = (gameId: string, card: number) => `${gameId}/${card}`;
  const stored = new Map(dbClaims.map((c) => [claimKey(c.game_id, Number(c.palette_number)), c.result as string]));
  const ackedClaims = new Set(log.claims.map((c) => claimKey(c.gameId, c.card)));
  const doubt = new Set(log.claimsInDoubt.map((c) => claimKey(c.gameId, c.card)));
  checks.push(
    check(
      'every acknowledged claim recorded once with its result',
      [
        ...log.claims
          .filter((c) => stored.get(claimKey(c.gameId, c.card)) !== (c.isWinner ? 'WON' : 'LOST'))
          .map(
            (c) =>
              `claim ${claimKey(c.gameId, c.card)}: told ${c.isWinner ? 'WON' : 'LOST'}, stored ${stored.get(claimKey(c.gameId, c.card))}`,
          ),
        ...[...stored.keys()]
          .filter((k) => !ackedClaims.has(k) && !doubt.has(k))
          .map((k) => `claim ${k} stored but never acknowledged`),
      ],
      { acknowledged: ackedClaims.size, inDatabase: stored.size, inDoubtAtCrash: doubt.size },
    ),
  );

  // Wallet operations: one ledger row per acknowledged key, and no other.
  const adjustRows = await query(
    "select count(*) as n, coalesce(sum(amount), 0) as total from ledger_entry where kind = 'ADJUSTMENT' and account_id = any(?::uuid[])",
    [ids],
  );
  const adjustTotal = log.adjustments.reduce((s, a) => s + a.santim, 0);
  checks.push(
    check(
      'super admin adjustments: one ledger row each',
      Number(adjustRows[0]!.n) === log.adjustments.length && Number(adjustRows[0]!.total) === adjustTotal
        ? []
        : [
            `ledger ${adjustRows[0]!.n} rows / ${adjustRows[0]!.total} santim, acknowledged ${log.adjustments.length} / ${adjustTotal}`,
          ],
      { acknowledged: log.adjustments.length },
    ),
  );
  const topUpRows = await query(
    "select count(*) as n from ledger_entry where kind = 'TOP_UP' and account_id = any(?::uuid[])",
    [ids],
  );
  // One opening balance per host, plus the acknowledged owner top-ups.
  const expectedTopUps = actors.hosts.length + log.topUps.length;
  checks.push(
    check(
      'owner top-ups and opening balances: one ledger row each',
      Number(topUpRows[0]!.n) === expectedTopUps
        ? []
        : [`ledger ${topUpRows[0]!.n} TOP_UP rows, acknowledged ${expectedTopUps}`],
      { acknowledged: expectedTopUps },
    ),
  );
  return checks;
}
