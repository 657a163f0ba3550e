import {
  type Card as CardFace,
  FOLLOWED_CARDS_MAX,
  labelNumber,
  parseCardSetId,
  parsePalette,
  readClock,
} from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import type { EventBus } from '../../shared/events/event-bus';
import type { EventQueue } from '../../shared/events/event-queue';
import type { CardChecks, CardService } from '../card';
import type { GameService } from '../game';
import { hallDisplayName } from '../hall';
import type { LiveService } from '../live';
import { FollowLimits, type FollowLimitSettings } from './follow-limits';
import { hallCardSetId, runningGameOf } from './follow.sql';
import {
  cardsIn,
  type CardRef,
  type FollowedCardView,
  type FollowedGameView,
  type FollowEventView,
  type RoomGame,
} from './follow.views';
import { HallCodes, refusal } from './hall-codes';
import { HallRoom } from './hall-room';

export interface PublicCardView extends CardRef {
  cardSetName: string;
  numbers: CardFace['numbers'];
}

export interface PublicHallView {
  hallCode: string;
  hallName: string;
  /** The game in progress (or the last one, ended, until the next starts on this instance's rooms): null when none runs. */
  game: FollowedGameView | null;
  cards: FollowedCardView[];
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * The public card page (docs/screens.md#card-page), no account: a printed card by its check code,
 * a hall by its code, whether the hall's game has a card in play, and the hall's calls live to
 * its followers. Nothing about a call before the clock made it (docs/fairness.md#nothing-early).
 */
export class FollowService {
  readonly halls: HallCodes;
  readonly limits: FollowLimits;
  private readonly rooms = new Map<string, HallRoom>();

  constructor(
    private readonly orm: Orm,
    private readonly cards: CardService,
    private readonly checks: CardChecks,
    private readonly games: GameService,
    private readonly live: LiveService,
    private readonly bus: EventBus,
    limits: FollowLimitSettings,
  ) {
    this.halls = new HallCodes(orm, checks);
    this.limits = new FollowLimits(limits);
  }

  /** A printed card by its QR: NOT_FOUND "This is not a card of this hall" for a wrong check, nothing more. */
  async card(address: string, cardSet: unknown, palette: unknown, check: unknown): Promise<PublicCardView> {
    this.limits.address(address);
    const setId = parseCardSetId(cardSet);
    const n = parsePalette(palette);
    if (setId === null || n === null || typeof check !== 'string' || check.length > 32)
      throw refusal('BAD_INPUT', 'MALFORMED');
    if (!this.checks.matches(setId, n, check)) throw refusal('NOT_FOUND', 'NOT_A_CARD');
    return this.face(setId, n);
  }

  /** A card of the hall's set by its number, as a player types it on the follow page. */
  async hallCard(address: string, hallCode: unknown, palette: unknown): Promise<PublicCardView> {
    this.limits.address(address);
    const hostId = await this.halls.hostOf(hallCode);
    const n = parsePalette(palette);
    if (n === null) throw refusal('BAD_INPUT', 'PALETTE_OUTSIDE_SET');
    const setId = await hallCardSetId(sqlEm(this.orm), hostId);
    if (setId === null) throw refusal('BAD_INPUT', 'PALETTE_OUTSIDE_SET');
    return this.face(setId, n);
  }

  /** The hall's name and game so far, and which of `cards` it has in play. */
  async hall(address: string, hallCode: unknown, cards: unknown): Promise<PublicHallView> {
    this.limits.address(address);
    const refs = cardRefs(cards);
    const hostId = await this.halls.hostOf(hallCode);
    const em = sqlEm(this.orm);
    const [hallName, game] = await Promise.all([hallDisplayName(em, hostId), this.runningGame(hostId)]);
    return {
      hallCode: this.halls.codeOf(hostId),
      hallName,
      game: game && (await this.gameSoFar(game)),
      cards: cardsIn(game, refs),
    };
  }

  /**
   * A phone follows the hall: its first event at once (or as soon as the room knows the game),
   * then the calls. Limits first: per address, then the hall's followers and join rate here.
   */
  async follow(address: string, hallCode: unknown, cards: unknown): Promise<EventQueue<FollowEventView>> {
    this.limits.address(address);
    const refs = cardRefs(cards);
    const hostId = await this.halls.hostOf(hallCode);
    let room = this.rooms.get(hostId);
    this.limits.join(hostId, room?.size ?? 0);
    if (!room) {
      const created: HallRoom = new HallRoom(
        hostId,
        this.bus,
        { runningGame: (id) => this.runningGame(id), followPublic: (gameId) => this.live.followPublic(gameId) },
        () => {
          if (this.rooms.get(hostId) === created) this.rooms.delete(hostId);
        },
      );
      this.rooms.set(hostId, (room = created));
    }
    return room.join(refs);
  }

  /** Followers on this instance, of one hall or of all (tests, the bench). */
  followerCount(hostId?: string): number {
    if (hostId) return this.rooms.get(hostId)?.size ?? 0;
    return [...this.rooms.values()].reduce((n, r) => n + r.size, 0);
  }

  hallCodeOf(hostId: string): string {
    return this.halls.codeOf(hostId);
  }

  private async face(setId: number, n: number): Promise<PublicCardView> {
    const set = await this.cards.loadSet(sqlEm(this.orm), setId).catch(() => null);
    const card = set?.byNumber.get(n);
    if (!set || !card) throw refusal('BAD_INPUT', 'PALETTE_OUTSIDE_SET');
    return { cardSetId: setId, cardSetName: set.name, paletteNumber: n, numbers: card.numbers };
  }

  private async runningGame(hostId: string): Promise<RoomGame | null> {
    const row = await runningGameOf(sqlEm(this.orm), hostId);
    if (!row) return null;
    return {
      id: row.id,
      publicCode: row.public_code,
      cardSetId: Number(row.card_set_id),
      inPlay: new Set(json<number[]>(row.card_palette_numbers)),
      winningPatterns: json<string[]>(row.winning_patterns),
    };
  }

  /** The game as the clock shows it now: the calls made, no more. */
  private async gameSoFar(game: RoomGame): Promise<FollowedGameView | null> {
    const state = await this.games.liveState(game.id);
    if (!state) return null;
    const clock = readClock(state.events, state.callSpeedMs, Date.now(), state.order.length);
    return {
      gameId: game.id,
      publicCode: game.publicCode,
      winningPatterns: game.winningPatterns,
      calledNumbers: state.order.slice(0, clock.revealed).map(labelNumber),
      paused: !clock.running,
      ended: clock.ended,
    };
  }
}

/** Cards as sent: up to four `{ cardSetId, paletteNumber }` or "set/palette" texts. */
export function cardRefs(input: unknown): CardRef[] {
  if (input == null) return [];
  const list = typeof input === 'string' ? input.split(',').filter((s) => s.trim() !== '') : input;
  if (!Array.isArray(list)) throw refusal('BAD_INPUT', 'MALFORMED');
  if (list.length > FOLLOWED_CARDS_MAX) throw refusal('BAD_INPUT', 'TOO_MANY_CARDS');
  return list.map((item: unknown) => {
    const [s, p] =
      typeof item === 'string'
        ? item.split('/')
        : [(item as { cardSetId?: unknown })?.cardSetId, (item as { paletteNumber?: unknown })?.paletteNumber];
    const cardSetId = parseCardSetId(s);
    const paletteNumber = parsePalette(p);
    if (cardSetId === null || paletteNumber === null) throw refusal('BAD_INPUT', 'MALFORMED');
    return { cardSetId, paletteNumber };
  });
}
