import { sqlEm } from '../../src/shared/db/sql';
import { createAccount } from '../../src/modules/account';
import type { TestServer } from '../test-server';

export const START = {
  bettingAmount: 10,
  cardPaletteNumbers: [1, 2, 3],
  callSpeed: 5000,
  gameType: 'regular',
  winningPatterns: ['any'],
};

export async function counts(server: TestServer): Promise<{ games: number; ledger: number; claims: number }> {
  const [row] = await sqlEm(server.orm).execute<{ games: string; ledger: string; claims: string }[]>(
    'select (select count(*) from game) as games, (select count(*) from ledger_entry) as ledger, (select count(*) from game_claim) as claims',
  );
  return { games: Number(row!.games), ledger: Number(row!.ledger), claims: Number(row!.claims) };
}

export async function walletAndLedger(
  server: TestServer,
  username: string,
): Promise<{ wallet: number; ledgerSum: number; minBalanceAfter: number }> {
  const [row] = await sqlEm(server.orm).execute<{ wallet: string; ledger_sum: string; min_after: string }[]>(
    `select a.wallet_balance as wallet, coalesce((select sum(amount) from ledger_entry l where l.account_id = a.id), 0) as ledger_sum,
            coalesce((select min(balance_after) from ledger_entry l where l.account_id = a.id), 0) as min_after
       from account a where a.username = ?`,
    [username],
  );
  return { wallet: Number(row!.wallet), ledgerSum: Number(row!.ledger_sum), minBalanceAfter: Number(row!.min_after) };
}

/** A host on card set 1 with this opening balance (santim), signed in. */
export async function newHost(
  server: TestServer,
  username: string,
  walletSantim: number,
  commissionRateBp = 2000,
): Promise<string> {
  await createAccount(server.orm, {
    username,
    password: 'host-pass-123',
    role: 'HOST',
    cardSetId: 1,
    initialWalletSantim: walletSantim,
    commissionRateBp,
  });
  return server.login(username, 'host-pass-123');
}

export async function feeEntries(server: TestServer, gameId: string): Promise<number[]> {
  const rows = await sqlEm(server.orm).execute<{ amount: string }[]>(
    "select amount from ledger_entry where kind = 'GAME_FEE' and reference = ?",
    [`game:${gameId}`],
  );
  return rows.map((r) => Number(r.amount));
}

/** The game's whole draw (labels) and planned outcome, read from the database: what no answer may show early. */
export async function drawOf(
  server: Pick<TestServer, 'orm'>,
  gameId: string,
): Promise<{
  order: string[];
  callSpeedMs: number;
  plan: {
    houseWin: boolean;
    winningCard: number | null;
    winningCalls: number | null;
    payoutToWinner: number;
    profit: number;
    jackpotAwarded: number;
  };
}> {
  const { labelNumbers } = await import('@bingo/core');
  const [row] = await sqlEm(server.orm).execute<
    { draw_order: unknown; planned_outcome: unknown; call_speed_ms: number }[]
  >('select draw_order, planned_outcome, call_speed_ms from game where id = ?', [gameId]);
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  return {
    order: labelNumbers(json<number[]>(row!.draw_order)),
    callSpeedMs: Number(row!.call_speed_ms),
    plan: json(row!.planned_outcome),
  };
}

/**
 * Sets the game's clock to exactly `revealed` calls, paused, by recording events with chosen times
 * (well in the past, half an interval from any boundary): no test waits on the wall clock.
 * With `running`, the clock runs from `revealed` with half an interval of margin before the next call.
 */
export async function setRevealed(
  server: Pick<TestServer, 'orm'>,
  gameId: string,
  revealed: number,
  options: { running?: boolean } = {},
): Promise<void> {
  const em = sqlEm(server.orm);
  const [row] = await em.execute<{ call_speed_ms: number }[]>('select call_speed_ms from game where id = ?', [gameId]);
  const speed = Number(row!.call_speed_ms);
  await em.execute("delete from game_event where game_id = ? and kind in ('PLAY', 'PAUSE')", [gameId]);
  if (revealed === 0) return;
  const now = Date.now();
  const runFor = (revealed - 1) * speed + Math.floor(speed / 2);
  if (options.running) {
    await em.execute("insert into game_event (game_id, kind, at) values (?, 'PLAY', ?)", [
      gameId,
      new Date(now - runFor),
    ]);
    return;
  }
  const playAt = now - runFor - 60_000;
  await em.execute("insert into game_event (game_id, kind, at) values (?, 'PLAY', ?), (?, 'PAUSE', ?)", [
    gameId,
    new Date(playAt),
    gameId,
    new Date(playAt + runFor),
  ]);
}

/** Ends the host's active game, if any (a host may start only when none runs). */
export async function endActive(server: TestServer, token: string): Promise<void> {
  const active = await server.request('GET', '/game/active', { token });
  if (active.body?.game) await server.request('POST', `/game/${active.body.game.gameId}/end`, { token });
}

/**
 * Plays a game to its outcome without waiting: the clock set to the winning call, the winning hall
 * card claimed (a house win is simply revealed), then the end. Settles payout and profit.
 */
export async function playOut(server: TestServer, token: string, gameId: string): Promise<void> {
  const { plan } = await drawOf(server, gameId);
  if (plan.winningCalls != null) await setRevealed(server, gameId, plan.winningCalls);
  if (!plan.houseWin && plan.winningCard != null) {
    await server.request('POST', `/game/isWinner/${gameId}/${plan.winningCard}`, { token, body: {} });
  }
  await server.request('POST', `/game/${gameId}/end`, { token });
}

/** A regular 3-card game at 3 s a call, as GraphQL's startGame takes it (the bet in santim). */
export const START_GRAPHQL = {
  bettingAmountSantim: 2000,
  cardPaletteNumbers: [1, 2, 3],
  callSpeed: 3000,
  winningPatterns: ['any'],
};

/** Starts a game over GraphQL as `token`; answers its id (throws with the answer on an error). */
export async function startGameGraphql(server: TestServer, token: string, input = START_GRAPHQL): Promise<string> {
  const res = await server.graphql(
    'mutation($input: StartGameInput!) { startGame(input: $input) { gameId } }',
    { input },
    token,
  );
  if (res.body.errors) throw new Error(JSON.stringify(res.body));
  return res.body.data.startGame.gameId as string;
}
