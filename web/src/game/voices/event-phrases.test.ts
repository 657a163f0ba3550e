import fs from 'node:fs';
import path from 'node:path';
import { VOICE_SETS } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { VOICE_PACK_EVENTS } from '@bingo/core';
import { eventClipUrl, eventPhrasesOn, roomEventPhrase, type RoomMoment } from './event-phrases';
import { loadEventClips } from './voice-loader';

const at = (over: Partial<RoomMoment>): RoomMoment => ({ gameId: 'g1', calls: 0, paused: true, claim: null, ...over });

describe('event phrases', () => {
  it('are on unless the caller switched them off', () => {
    expect(eventPhrasesOn(null)).toBe(true);
    expect(eventPhrasesOn('on')).toBe(true);
    expect(eventPhrasesOn('off')).toBe(false);
  });

  it('the room display says game start, each new claim result and game over, nothing else', () => {
    expect(roomEventPhrase(at({}), at({ paused: false }))).toBe('game-start');
    // A resume later in the game is no start.
    expect(roomEventPhrase(at({ calls: 5 }), at({ calls: 5, paused: false }))).toBeNull();
    const claim = { cardNumber: 7, isWinner: false };
    expect(roomEventPhrase(at({ calls: 9 }), at({ calls: 9, claim }))).toBe('not-winner');
    expect(roomEventPhrase(at({ calls: 9, claim }), at({ calls: 9, claim }))).toBeNull();
    expect(roomEventPhrase(at({ calls: 9, claim }), at({ calls: 9, claim: { cardNumber: 8, isWinner: true } }))).toBe(
      'winner',
    );
    expect(roomEventPhrase(at({ calls: 9 }), at({ gameId: null }))).toBe('game-over');
    expect(roomEventPhrase(at({ gameId: null }), at({ gameId: 'g2' }))).toBeNull();
    expect(roomEventPhrase(at({ calls: 3, paused: false }), at({ calls: 4, paused: false }))).toBeNull();
  });

  it('every built-in set has every phrase committed (web/scripts/make-voices.sh)', () => {
    const publicDir = path.resolve(import.meta.dirname, '../../../public');
    for (const set of VOICE_SETS)
      for (const event of VOICE_PACK_EVENTS) {
        const file = path.join(publicDir, eventClipUrl(set, event));
        expect(fs.existsSync(file), file).toBe(true);
        expect(fs.statSync(file).size).toBeGreaterThan(1000);
      }
  });

  it('loads each phrase that exists and leaves a missing one silent', async () => {
    const fetchImpl = async (url: string) =>
      url === eventClipUrl('oromo', 'card-locked') ? new Response('', { status: 404 }) : new Response(url);
    const clips = await loadEventClips('oromo', { fetchImpl, cache: null, toUrl: () => 'blob:x' });
    expect([...clips.keys()].sort()).toEqual(VOICE_PACK_EVENTS.filter((e) => e !== 'card-locked').sort());
  });
});
