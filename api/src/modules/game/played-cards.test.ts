import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCardSet } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { drawOf, endActive, setRevealed, START } from '../../../test/helpers/game-fixtures';
import { sqlEm } from '../../shared/db/sql';
import type { PlayedCard } from './game.entity';
import { decodePlayedCards, encodePlayedCards } from './played-cards.codec';

// A game's cards are stored as JSON text inside the jsonb column; games stored before that hold a
// jsonb array. Both must read back the same everywhere: the ORM's views, the public verification
// page and the claims' own read (played-cards.codec.ts).

const [face] = generateCardSet('played-cards-test', 1);
const CARD: PlayedCard = { ...face!, house: false, stake: 1000, completedAtCall: 42 };

describe('the codec', () => {
  it('reads the text form parsed or not by the driver, and the older array form as an array or its text', () => {
    const text = encodePlayedCards([CARD]);
    // The text form as a driver answers it: parsed (the text), or not (the JSON string literal).
    for (const answer of [text, JSON.stringify(text), [CARD], JSON.stringify([CARD])]) {
      expect(decodePlayedCards(answer)).toEqual([CARD]);
    }
  });

  it('refuses anything that is not a card list', () => {
    for (const bad of [null, 42, '{"a":1}', JSON.stringify(JSON.stringify({ a: 1 })), { a: 1 }]) {
      expect(() => decodePlayedCards(bad)).toThrow(/neither a card list/);
    }
  });
});

describe("a game's cards in the database", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login();
  });
  afterAll(() => server?.close());

  const jsonbType = async (gameId: string) =>
    (
      await sqlEm(server.orm).execute<{ t: string }[]>('select jsonb_typeof(cards) as t from game where id = ?', [
        gameId,
      ])
    )[0]!.t;
  /** Puts a game's cards back in the form games had before the text form (a jsonb array). */
  const toArrayForm = (gameId: string) =>
    sqlEm(server.orm).execute("update game set cards = (cards #>> '{}')::jsonb where id = ?", [gameId]);
  const startGame = async () => {
    await endActive(server, token);
    const res = await server.request('POST', '/game/start', {
      token,
      body: { ...START, cardPaletteNumbers: [4, 5, 6, 7] },
    });
    expect(res.status).toBe(200);
    return res.body.gameId as string;
  };
  /** The recall answer without its clock reading. */
  const recall = async (gameId: string) => {
    const { serverTime: _, ...rest } = (await server.request('GET', `/game/${gameId}`, { token })).body;
    return rest;
  };
  const publicCards = async (gameId: string) => {
    const res = await server.request('GET', `/api/public/games/${gameId}`);
    expect(res.status).toBe(200);
    return res.body.cards as unknown[];
  };

  it('a new game stores its cards as text; the same game read from either form shows the same cards', async () => {
    const gameId = await startGame();
    expect(await jsonbType(gameId)).toBe('string');
    await server.request('POST', `/game/${gameId}/end`, { token });

    const fromText = await publicCards(gameId);
    expect(fromText.map((c) => (c as { paletteNumber: number }).paletteNumber).sort()).toEqual([4, 5, 6, 7]);
    const recallText = await recall(gameId);
    expect(recallText.playingCards).toHaveLength(4);

    await toArrayForm(gameId);
    expect(await jsonbType(gameId)).toBe('array');
    expect(await publicCards(gameId)).toEqual(fromText);
    expect(await recall(gameId)).toEqual(recallText);
  });

  it('claims are judged on a game stored in the older form', async () => {
    const gameId = await startGame();
    await toArrayForm(gameId);
    const { plan } = await drawOf(server, gameId);
    expect(plan.winningCard).not.toBeNull(); // 'any' pattern over 4 cards: a hall card wins
    await setRevealed(server, gameId, plan.winningCalls!);
    const res = await server.request('POST', `/game/isWinner/${gameId}/${plan.winningCard}`, { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.isWinner).toBe(true);
  });
});
