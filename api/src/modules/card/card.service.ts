import { type Card as CardFace, cardSetChecksum, FREE, LETTERS, validateCardSet } from '@bingo/core';
import type { JsonRead } from '../../shared/db/batch';
import { sqlEm } from '../../shared/db/sql';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { AppError, refuse } from '../../shared/errors/app-error';
import { appendAudit } from '../audit';
import type { Actor } from '../../shared/auth/actor';
import { CardSetSchema } from './card-set.entity';
import {
  cardsOfSet,
  checksumRead,
  findCardSet,
  insertCards,
  insertCardSet,
  listCardSets,
  resetCardSet,
} from './card.sql';

export interface LoadedCardSet {
  id: number;
  name: string;
  checksum: string;
  /** Sorted by paletteNumber. */
  cards: CardFace[];
  byNumber: Map<number, CardFace>;
}

export type CardSetFormat = 'json' | 'csv';

/**
 * Card sets as the server plays them. Sets are cached per process by checksum: every read checks
 * the stored checksum (one small query), so an import on another instance is seen at once.
 */
export class CardService {
  private readonly cache = new Map<number, LoadedCardSet>();

  constructor(private readonly orm: Orm) {}

  /** The set's stored checksum, as part of a transaction's first statement (shared/db/batch.ts). */
  checksumRead(cardSetId: number): JsonRead<string | null> {
    return checksumRead(cardSetId);
  }

  /** The set from the cache when `checksum` (read in this transaction) matches; else loaded. */
  async setWithChecksum(em: Tx, cardSetId: number, checksum: string | null): Promise<LoadedCardSet> {
    const cached = this.cache.get(cardSetId);
    if (cached && checksum !== null && cached.checksum === checksum) return cached;
    return this.loadSet(em, cardSetId);
  }

  /** The set's cards, from the cache when the stored checksum still matches. */
  async loadSet(em: Tx, cardSetId: number): Promise<LoadedCardSet> {
    const row = await findCardSet(em, cardSetId);
    if (!row) throw new AppError('NOT_FOUND', 'Card set not found');
    const cached = this.cache.get(cardSetId);
    if (cached && cached.checksum === row.checksum) return cached;
    const rows = await cardsOfSet(em, cardSetId);
    const cards = rows.map((r) => ({
      paletteNumber: Number(r.palette_number),
      numbers: orderedNumbers(
        typeof r.numbers === 'string' ? (JSON.parse(r.numbers) as CardFace['numbers']) : r.numbers,
      ),
    }));
    const loaded: LoadedCardSet = {
      id: Number(row.id),
      name: row.name,
      checksum: row.checksum,
      cards,
      byNumber: new Map(cards.map((c) => [c.paletteNumber, c])),
    };
    this.cache.set(cardSetId, loaded);
    return loaded;
  }

  /** The actor's own card set (hosts; others have none: BAD_INPUT). */
  setOf(actor: Actor): Promise<LoadedCardSet> {
    return this.loadSet(sqlEm(this.orm), hostCardSet(actor));
  }

  /** GET /card/getCards: the host's card set, sorted by paletteNumber. */
  async cardsOf(actor: Actor): Promise<CardFace[]> {
    return (await this.setOf(actor)).cards;
  }

  /** GET /card/{id}: one card of the host's set by paletteNumber. */
  async cardOf(actor: Actor, paletteNumber: unknown): Promise<CardFace> {
    const set = await this.loadSet(sqlEm(this.orm), hostCardSet(actor));
    const n =
      typeof paletteNumber === 'string' && /^\d{1,6}$/.test(paletteNumber) ? Number(paletteNumber) : paletteNumber;
    const card = typeof n === 'number' ? set.byNumber.get(n) : undefined;
    if (!card) throw new AppError('NOT_FOUND', 'Card not found');
    return card;
  }

  async listSets(): Promise<{ id: number; name: string; checksum: string; cardCount: number; createdAt: Date }[]> {
    const rows = await listCardSets(sqlEm(this.orm));
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      checksum: r.checksum,
      cardCount: Number(r.card_count),
      createdAt: new Date(r.created_at),
    }));
  }

  /**
   * Super admin: a hall's printed set (JSON array of cards, or CSV), validated by the core.
   * Without cardSetId it becomes a new set; with one it replaces that set's cards. Past games
   * keep the faces they were played with, so replacing a set never changes them.
   */
  async importSet(
    actor: Actor,
    input: { name: string; format: CardSetFormat; data: string; cardSetId?: number | null },
  ): Promise<{ id: number; name: string; checksum: string; cardCount: number }> {
    const cards = validateCardSet(parseCardSetData(input.format, input.data));
    const checksum = cardSetChecksum(cards);
    return auditedTransaction(this.orm, async (tx) => {
      let id: number;
      if (input.cardSetId != null) {
        id = input.cardSetId;
        if (!(await resetCardSet(tx, id, input.name, checksum))) throw new AppError('NOT_FOUND', 'Card set not found');
      } else {
        id = await insertCardSet(tx, input.name, checksum);
      }
      await insertCards(tx, id, cards);
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'card_set.import',
        subjectType: 'card_set',
        subjectId: String(id),
        data: { name: input.name, checksum, cardCount: cards.length, replaced: input.cardSetId != null },
      });
      this.cache.delete(id);
      return { id, name: input.name, checksum, cardCount: cards.length };
    });
  }

  /** Super admin: any set as JSON (the getCards shape) or CSV, with its checksum. */
  async exportSet(
    cardSetId: number,
    format: CardSetFormat,
  ): Promise<{ id: number; name: string; checksum: string; format: CardSetFormat; data: string }> {
    const em = sqlEm(this.orm);
    if (!(await em.count(CardSetSchema, { id: cardSetId }))) throw new AppError('NOT_FOUND', 'Card set not found');
    const set = await this.loadSet(em, cardSetId);
    const data = format === 'csv' ? toCsv(set.cards) : JSON.stringify(set.cards);
    return { id: set.id, name: set.name, checksum: cardSetChecksum(set.cards), format, data };
  }
}

/** jsonb stores keys sorted (B, G, I, N, O); answers keep the card's column order B, I, N, G, O. */
export function orderedNumbers(n: CardFace['numbers']): CardFace['numbers'] {
  return { B: n.B, I: n.I, N: n.N, G: n.G, O: n.O };
}

export function hostCardSet(actor: Actor): number {
  if (actor.cardSetId === null) throw refuse('NO_CARD_SET');
  return actor.cardSetId;
}

/** CSV columns: paletteNumber, then B1..B5, I1..I5, N1..N5 (N3 = FREE), G1..G5, O1..O5 (top to bottom). */
export const CSV_HEADER = ['paletteNumber', ...LETTERS.flatMap((l) => [1, 2, 3, 4, 5].map((r) => `${l}${r}`))].join(
  ',',
);

export function toCsv(cards: CardFace[]): string {
  return (
    [CSV_HEADER, ...cards.map((c) => [c.paletteNumber, ...LETTERS.flatMap((l) => c.numbers[l])].join(','))].join('\n') +
    '\n'
  );
}

/** JSON or CSV text to raw card objects for validateCardSet (which reports every problem by card). */
export function parseCardSetData(format: CardSetFormat, data: string): unknown {
  if (format === 'json') {
    try {
      return JSON.parse(data);
    } catch {
      throw refuse('CARD_SET_NOT_JSON');
    }
  }
  const lines = data
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  if (lines[0] && !/^\d/.test(lines[0])) lines.shift();
  return lines.map((line, i) => {
    const cells = line.split(/[,;\t]/).map((c) => c.trim());
    if (cells.length !== 26) throw refuse('CSV_LINE_WIDTH', { line: i + 1, count: cells.length });
    const value = (c: string) => (c.toUpperCase() === FREE ? FREE : /^\d+$/.test(c) ? Number(c) : c);
    const numbers = Object.fromEntries(LETTERS.map((l, col) => [l, cells.slice(1 + col * 5, 6 + col * 5).map(value)]));
    return { paletteNumber: /^\d+$/.test(cells[0]!) ? Number(cells[0]) : cells[0], numbers };
  });
}
