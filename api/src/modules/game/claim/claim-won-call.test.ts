import { ALREADY_CHECKED } from '@bingo/core';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { useTestServer } from '../../../../test/helpers/use-test-server';
import { sqlEm } from '../../../shared/db/sql';
import { drawOf, endActive, setRevealed, START, walletAndLedger } from '../../../../test/helpers/game-fixtures';

// Once a game's pot has gone on a call, a claim on any other call can only be refused
// (claim-won-call.ts): the refusal says why from one read, without the winner's transaction.

const host = useTestServer();
// Each test starts from nothing remembered (the caches belong to this file's server).
afterEach(() => host.server.services.games.claimCaches.clear());

const CARDS = [5, 6, 7, 8, 9];
const claim = (gameId: string, card: number) =>
  host.server.request('POST', `/game/isWinner/${gameId}/${card}`, { token: host.token, body: {} });
const recorded = async (gameId: string, card: number) =>
  sqlEm(host.server.orm).execute<{ result: string }[]>(
    'select result from game_claim where game_id = ? and palette_number = ?',
    [gameId, card],
  );

/** A game whose pot went to its planned winner on the winning call; then every call revealed. */
async function wonGame() {
  await endActive(host.server, host.token);
  const started = await host.server.request('POST', '/game/start', {
    token: host.token,
    body: { ...START, cardPaletteNumbers: CARDS },
  });
  expect(started.status).toBe(200);
  const gameId = started.body.gameId as string;
  const { plan } = await drawOf(host.server, gameId);
  const w = plan.winningCalls!;
  await setRevealed(host.server, gameId, w);
  const won = await claim(gameId, plan.winningCard!);
  expect(won.body).toMatchObject({ isWinner: true, prefixLength: w });
  // Every call revealed: every card completes its line, long after the pot went.
  await setRevealed(host.server, gameId, 75);
  return { gameId, w, winner: plan.winningCard!, others: CARDS.filter((n) => n !== plan.winningCard) };
}

describe('claims after the pot went on another call', () => {
  it('a complete card and a losing one are refused with the call the pot went on; nothing recorded, no money moved', async () => {
    const { gameId, w, others } = await wonGame();
    const before = await walletAndLedger(host.server, 'demo');
    for (const card of others.slice(0, 2)) {
      const res = await claim(gameId, card);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(`This game was won on call ${w}; only cards checked on that call share the pot`);
      expect(await recorded(gameId, card)).toEqual([]);
    }
    expect(await walletAndLedger(host.server, 'demo')).toEqual(before);
    // The game ended: the refusal says so (the remembered call does not hide the end).
    expect((await host.server.request('POST', `/game/${gameId}/end`, { token: host.token })).status).toBe(200);
    const ended = await claim(gameId, others[2]!);
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('This game has ended');
  });

  it("ending a game here forgets what its claims remembered: its place is a running game's", async () => {
    const { gameId, others } = await wonGame();
    const caches = host.server.services.games.claimCaches;
    expect(caches.remembers(gameId)).toBe(true);
    expect((await host.server.request('POST', `/game/${gameId}/end`, { token: host.token })).status).toBe(200);
    expect(caches.remembers(gameId)).toBe(false);
    // A claim after the end is still refused for the end, from a fresh read.
    const ended = await claim(gameId, others[0]!);
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe('This game has ended');
  });
});

// PGlite has one connection: a lock held by another transaction would stop the host.server itself.
describe.skipIf(!inject('testDatabaseUrl'))('on PostgreSQL', () => {
  /** Checks `card` while another transaction (another winner's, as it were) holds the game row. */
  async function claimWhileLocked(gameId: string, card: number) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: (pid: number) => void;
    const held = new Promise<number>((resolve) => (holding = resolve));
    const holder = sqlEm(host.server.orm).transactional(async (tx) => {
      await tx.execute('select id from game where id = ? for update', [gameId]);
      const [me] = await tx.execute<{ pid: number }[]>('select pg_backend_pid() as pid');
      holding(me!.pid);
      await released;
    });
    const holderPid = await held;
    // 'waited' as soon as PostgreSQL shows a session blocked by the holder: no time guessed.
    let answered = false;
    const blocked = vi
      .waitFor(
        async () => {
          if (answered) return;
          const [row] = await sqlEm(host.server.orm).execute<{ n: number }[]>(
            'select count(*)::int as n from pg_stat_activity where ? = any(pg_blocking_pids(pid))',
            [holderPid],
          );
          if (row!.n === 0) throw new Error('nobody waits for the held game row');
        },
        { timeout: 20_000, interval: 20 },
      )
      .then(() => 'waited' as const);
    const answer = await Promise.race([claim(gameId, card), blocked]);
    answered = true;
    release();
    await holder;
    return answer;
  }

  it('a complete card on a later call is answered while the game row is locked (it never waits for the winners’ lock)', async () => {
    const { gameId, w, others } = await wonGame();
    const answer = await claimWhileLocked(gameId, others[0]!);
    expect(answer).not.toBe('waited');
    if (answer === 'waited') return;
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(`This game was won on call ${w}; only cards checked on that call share the pot`);
    expect(await recorded(gameId, others[0]!)).toEqual([]);
  });

  // The instance remembers the clock of the winner's check (the pot's call); the game's clock has
  // moved on since. On that remembered clock the card wins again, as would any card that completed
  // on the pot's call: judged again on a fresh read before the lock, it is refused at once.
  it('the winning card checked again calls later is answered while the game row is locked', async () => {
    const { gameId, winner } = await wonGame();
    const answer = await claimWhileLocked(gameId, winner);
    expect(answer).not.toBe('waited');
    if (answer === 'waited') return;
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(ALREADY_CHECKED);
    expect(await recorded(gameId, winner)).toEqual([{ result: 'WON' }]);
  });
});
