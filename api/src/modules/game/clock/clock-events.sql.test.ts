import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../test/helpers/use-test-server';
import { endActive, START } from '../../../../test/helpers/game-fixtures';
import { sqlEm } from '../../../shared/db/sql';
import { clockEventsWithLastId } from './clock-events.sql';

// A game's clock events are read in the order they were recorded, whatever their ids' digits.

const host = useTestServer();

describe('a game pressed play and pause many times', () => {
  it('reads its events in id order with the last id, and play still starts the clock', async () => {
    await endActive(host.server, host.token);
    const started = await host.server.request('POST', '/game/start', { token: host.token, body: START });
    const gameId = started.body.gameId as string;
    const em = sqlEm(host.server.orm);
    // Enough presses that event ids pass from one digit to two (START is the game's first).
    const t0 = Date.now() - 3_600_000;
    for (let i = 0; i < 12; i++) {
      await em.execute('insert into game_event (game_id, kind, at) values (?, ?, ?)', [
        gameId,
        i % 2 === 0 ? 'PLAY' : 'PAUSE',
        new Date(t0 + i * 1000),
      ]);
    }
    const [row] = await em.execute<{ max: string }[]>('select max(id)::text as max from game_event where game_id = ?', [
      gameId,
    ]);
    const max = row!.max;
    expect(Number(max)).toBeGreaterThanOrEqual(13);

    const clock = await clockEventsWithLastId(host.server.orm, gameId);
    expect(clock.lastEventId).toBe(max);
    expect(clock.events.map((e) => e.kind)).toEqual([
      'START',
      ...Array.from({ length: 6 }, () => ['PLAY', 'PAUSE']).flat(),
    ]);

    // Paused after the last press: play records a PLAY and the clock runs.
    const played = await host.server.request('POST', `/game/${gameId}/play`, { token: host.token });
    expect(played.status).toBe(200);
    expect(played.body.paused).toBe(false);
  });
});
