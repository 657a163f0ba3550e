import { queueWrite } from '../../shared/db/batch';
import type { Tx } from '../../shared/db/transaction';

/** The linked jackpot's SQL (docs/games-and-money.md#linked-jackpot): pools, their halls, entries, wins and misses. */

export interface LinkedPoolRow {
  id: string;
  owner_group_id: number;
  name: string;
  amount: string | number;
  accrual_bp: number;
  call_limit: number;
  round: number;
  created_at: string | Date;
  updated_at: string | Date;
}

const POOL_COLUMNS = 'id, owner_group_id, name, amount, accrual_bp, call_limit, round, created_at, updated_at';

/** Pools of these groups (all when `groupIds` is null), oldest first. */
export function poolsOf(em: Tx, groupIds: number[] | null): Promise<LinkedPoolRow[]> {
  if (groupIds !== null && groupIds.length === 0) return Promise.resolve([]);
  const where = groupIds === null ? '' : `where owner_group_id in (${groupIds.map(() => '?').join(', ')})`;
  return em.execute<LinkedPoolRow[]>(
    `select ${POOL_COLUMNS} from linked_jackpot ${where} order by created_at, id`,
    groupIds ?? [],
  );
}

/** One pool, locked FOR UPDATE when `lock` (a win, a settings change). */
export async function poolById(em: Tx, id: string, lock = false): Promise<LinkedPoolRow | undefined> {
  const [row] = await em.execute<LinkedPoolRow[]>(
    `select ${POOL_COLUMNS} from linked_jackpot where id = ?${lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

export async function insertPool(
  tx: Tx,
  p: { id: string; groupId: number; name: string; accrualBp: number; callLimit: number },
): Promise<void> {
  await tx.execute(
    `insert into linked_jackpot (id, owner_group_id, name, amount, accrual_bp, call_limit, round, created_at, updated_at)
     values (?, ?, ?, 0, ?, ?, 0, now(), now())`,
    [p.id, p.groupId, p.name, p.accrualBp, p.callLimit],
  );
}

export async function updatePool(
  tx: Tx,
  p: { id: string; name: string; accrualBp: number; callLimit: number },
): Promise<void> {
  await tx.execute(
    'update linked_jackpot set name = ?, accrual_bp = ?, call_limit = ?, updated_at = now() where id = ?',
    [p.name, p.accrualBp, p.callLimit, p.id],
  );
}

export interface HallRow {
  host_id: string;
  pool_id: string;
  username: string;
}

/** The halls linked to these pools. */
export function hallsOf(em: Tx, poolIds: string[]): Promise<HallRow[]> {
  if (poolIds.length === 0) return Promise.resolve([]);
  return em.execute<HallRow[]>(
    `select h.host_id, h.pool_id, a.username from linked_jackpot_hall h join account a on a.id = h.host_id
      where h.pool_id in (${poolIds.map(() => '?').join(', ')}) order by a.username`,
    poolIds,
  );
}

/** The pool each of these hosts is linked to now, locked (a host is in one pool: the primary key). */
export function lockHallLinks(tx: Tx, hostIds: string[]): Promise<{ host_id: string; pool_id: string }[]> {
  if (hostIds.length === 0) return Promise.resolve([]);
  return tx.execute(
    `select host_id, pool_id from linked_jackpot_hall where host_id in (${hostIds.map(() => '?').join(', ')}) order by host_id for update`,
    hostIds,
  );
}

export async function unlinkHalls(tx: Tx, poolId: string, keep: string[]): Promise<string[]> {
  const rows = await tx.execute<{ host_id: string }[]>(
    `delete from linked_jackpot_hall where pool_id = ?${keep.length ? ` and host_id not in (${keep.map(() => '?').join(', ')})` : ''} returning host_id`,
    [poolId, ...keep],
  );
  return rows.map((r) => r.host_id);
}

export async function linkHalls(tx: Tx, poolId: string, hostIds: string[]): Promise<string[]> {
  if (hostIds.length === 0) return [];
  const rows = await tx.execute<{ host_id: string }[]>(
    `insert into linked_jackpot_hall (host_id, pool_id, linked_at) values ${hostIds.map(() => '(?, ?, now())').join(', ')}
     on conflict (host_id) do nothing returning host_id`,
    hostIds.flatMap((id) => [id, poolId]),
  );
  return rows.map((r) => r.host_id);
}

/** A linked game's start: its share added to the pool and its entry, both queued for the start's last statement. */
export async function queueLinkedEntry(
  tx: Tx,
  e: { poolId: string; round: number; gameId: string; hostId: string; amount: number; at: Date },
): Promise<void> {
  if (e.amount > 0) {
    await queueWrite(tx, 'update linked_jackpot set amount = amount + ?, updated_at = ? where id = ?', [
      e.amount,
      e.at,
      e.poolId,
    ]);
  }
  await queueWrite(
    tx,
    'insert into linked_jackpot_entry (pool_id, round, game_id, host_id, amount, created_at) values (?, ?, ?, ?, ?, ?)',
    [e.poolId, e.round, e.gameId, e.hostId, e.amount, e.at],
  );
}

/** The pool and round a game started in; none when it was not linked. */
export async function entryOf(tx: Tx, gameId: string): Promise<{ pool_id: string; round: number } | undefined> {
  const [row] = await tx.execute<{ pool_id: string; round: number }[]>(
    'select pool_id, round from linked_jackpot_entry where game_id = ?',
    [gameId],
  );
  return row;
}

/** What the game won from its linked pool (0: nothing, or told it was taken). */
export async function wonByGame(tx: Tx, gameId: string): Promise<number> {
  const [row] = await tx.execute<{ amount: string }[]>('select amount from linked_jackpot_win where game_id = ?', [
    gameId,
  ]);
  return row ? Number(row.amount) : 0;
}

export interface WinFacts {
  poolId: string;
  round: number;
  hostId: string;
  gameId: string;
  winnerCard: number;
  completedAtCall: number;
  at: Date;
}

/** The pool taken: the win recorded, the pool emptied and its round moved on (the pool row is locked). */
export async function takePool(tx: Tx, w: WinFacts & { amount: number }): Promise<void> {
  await tx.execute(
    `insert into linked_jackpot_win (pool_id, round, host_id, game_id, amount, winner_card, completed_at_call, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
    [w.poolId, w.round, w.hostId, w.gameId, w.amount, w.winnerCard, w.completedAtCall, w.at],
  );
  await tx.execute('update linked_jackpot set amount = amount - ?, round = round + 1, updated_at = ? where id = ?', [
    w.amount,
    w.at,
    w.poolId,
  ]);
}

export async function insertMiss(tx: Tx, m: WinFacts): Promise<void> {
  await tx.execute(
    `insert into linked_jackpot_miss (pool_id, round, host_id, game_id, winner_card, completed_at_call, created_at)
     values (?, ?, ?, ?, ?, ?, ?) on conflict (game_id) do nothing`,
    [m.poolId, m.round, m.hostId, m.gameId, m.winnerCard, m.completedAtCall, m.at],
  );
}

/** The host that took the pool's round. */
export async function winnerOfRound(tx: Tx, poolId: string, round: number): Promise<string | null> {
  const [row] = await tx.execute<{ host_id: string }[]>(
    'select host_id from linked_jackpot_win where pool_id = ? and round = ?',
    [poolId, round],
  );
  return row?.host_id ?? null;
}

export interface PoolResultRow {
  pool_id: string;
  kind: 'WIN' | 'MISS';
  round: number;
  host_id: string;
  username: string;
  game_id: string;
  amount: string;
  winner_card: number;
  completed_at_call: number;
  created_at: string | Date;
}

/** The newest 200 wins and misses of these pools. */
export function resultsOf(em: Tx, poolIds: string[]): Promise<PoolResultRow[]> {
  if (poolIds.length === 0) return Promise.resolve([]);
  const list = poolIds.map(() => '?').join(', ');
  return em.execute<PoolResultRow[]>(
    `select * from (
       select w.pool_id, 'WIN' as kind, w.round, w.host_id, a.username, w.game_id, w.amount, w.winner_card, w.completed_at_call, w.created_at
         from linked_jackpot_win w join account a on a.id = w.host_id where w.pool_id in (${list})
       union all
       select m.pool_id, 'MISS', m.round, m.host_id, a.username, m.game_id, 0, m.winner_card, m.completed_at_call, m.created_at
         from linked_jackpot_miss m join account a on a.id = m.host_id where m.pool_id in (${list})
     ) r order by created_at desc, kind desc limit 200`,
    [...poolIds, ...poolIds],
  );
}

/** The pool a host is linked to now, with its latest win (for the room display and the operator). */
export async function poolOfHost(
  em: Tx,
  hostId: string,
): Promise<
  | (LinkedPoolRow & {
      last_win_host: string | null;
      last_win_amount: string | null;
      last_win_at: string | Date | null;
    })
  | undefined
> {
  const [row] = await em.execute<
    (LinkedPoolRow & {
      last_win_host: string | null;
      last_win_amount: string | null;
      last_win_at: string | Date | null;
    })[]
  >(
    `select l.id, l.owner_group_id, l.name, l.amount, l.accrual_bp, l.call_limit, l.round, l.created_at, l.updated_at,
            w.host_id as last_win_host, w.amount as last_win_amount, w.created_at as last_win_at
       from linked_jackpot_hall h join linked_jackpot l on l.id = h.pool_id
       left join lateral (select host_id, amount, created_at from linked_jackpot_win where pool_id = l.id order by round desc limit 1) w on true
      where h.host_id = ?`,
    [hostId],
  );
  return row;
}
