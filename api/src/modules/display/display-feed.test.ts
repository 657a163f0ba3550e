import { describe, expect, it } from 'vitest';
import { frameAfterCall } from './display-feed';
import type { DisplayFrameView } from './display-frame';

const gameId = '00000000-0000-4000-8000-0000000000aa';
const frame = (over: Partial<NonNullable<DisplayFrameView['game']>> = {}): DisplayFrameView => ({
  hallName: 'Hall',
  hallCode: 'ABC234',
  voice: null,
  voicePackUrl: null,
  language: null,
  announcements: [],
  linkedJackpot: null,
  serverTime: new Date('2026-11-24T08:00:00Z'),
  game: {
    gameId,
    gameType: 'regular',
    commitment: 'c'.repeat(64),
    calledNumbers: ['B5', 'N40'],
    callSpeed: 3000,
    paused: false,
    pauseReason: null,
    nextCallAt: new Date('2026-11-24T08:00:03Z'),
    prize: 10_000,
    winningPatterns: ['any'],
    houseWin: null,
    claim: { cardNumber: 7 } as never,
    ...over,
  },
});

describe('frameAfterCall (a room display follows calls without reading the database)', () => {
  it('appends the call that follows the last one, drops the claim and moves the next call', () => {
    const next = frameAfterCall(frame(), gameId, {
      kind: 'CALL',
      index: 3,
      number: 'G50',
      nextCallAt: new Date('2026-11-24T08:00:06Z'),
    });
    expect(next?.game?.calledNumbers).toEqual(['B5', 'N40', 'G50']);
    expect(next?.game?.claim).toBeNull();
    expect(next?.game?.nextCallAt).toEqual(new Date('2026-11-24T08:00:06Z'));
  });

  it('answers null (read the frame again) for a missed call, a repeated one, another game or a paused one', () => {
    const call = (index: number) => ({ kind: 'CALL', index, number: 'G50', nextCallAt: null });
    expect(frameAfterCall(frame(), gameId, call(4))).toBeNull();
    expect(frameAfterCall(frame(), gameId, call(2))).toBeNull();
    expect(frameAfterCall(frame(), '00000000-0000-4000-8000-0000000000bb', call(3))).toBeNull();
    expect(frameAfterCall(frame({ paused: true }), gameId, call(3))).toBeNull();
    expect(frameAfterCall(null, gameId, call(3))).toBeNull();
  });
});
