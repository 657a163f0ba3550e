import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import type { Card as CardFace } from '@bingo/core';

@ObjectType({ description: "A card's columns, top to bottom. N has null in the middle: the FREE centre." })
export class CardNumbers {
  @Field(() => [Int])
  B!: number[];

  @Field(() => [Int])
  I!: number[];

  @Field(() => [Int], { nullable: 'items', description: 'The middle entry (index 2) is null: FREE.' })
  N!: (number | null)[];

  @Field(() => [Int])
  G!: number[];

  @Field(() => [Int])
  O!: number[];
}

@ObjectType('Card', { description: 'A bingo card of a card set.' })
export class CardView {
  @Field(() => Int)
  paletteNumber!: number;

  @Field(() => CardNumbers)
  numbers!: CardNumbers;
}

/** The core's card (N[2] = "FREE") as GraphQL answers it (N[2] = null). */
export function cardNumbersOut(numbers: CardFace['numbers']): CardNumbers {
  return {
    B: numbers.B,
    I: numbers.I,
    N: numbers.N.map((v) => (typeof v === 'number' ? v : null)),
    G: numbers.G,
    O: numbers.O,
  };
}

export function cardOut(card: CardFace): CardView {
  return { paletteNumber: card.paletteNumber, numbers: cardNumbersOut(card.numbers) };
}

export enum CardSetFormatEnum {
  json = 'json',
  csv = 'csv',
}
registerEnumType(CardSetFormatEnum, {
  name: 'CardSetFormat',
  description:
    'json: an array of cards as GET /card/getCards answers; csv: paletteNumber,B1..B5,I1..I5,N1..N5,G1..G5,O1..O5 (N3 = FREE).',
});

@ObjectType({ description: 'A card set ("Cartella 1", "Cartella 2", or an imported one).' })
export class CardSetView {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'SHA-256 of the canonical card data; printed on card sheets.' })
  checksum!: string;

  @Field(() => Int)
  cardCount!: number;

  @Field(() => DateTimeISOResolver, { nullable: true })
  createdAt?: Date;
}

@ObjectType({ description: 'A card set exported as text.' })
export class CardSetExport {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  checksum!: string;

  @Field(() => CardSetFormatEnum)
  format!: CardSetFormatEnum;

  @Field(() => String)
  data!: string;
}

@ObjectType({ description: 'What a printed card carries besides its face: its check code and public page.' })
export class PrintedCard {
  @Field(() => Int)
  paletteNumber!: number;

  @Field(() => String, { description: 'The check code printed on the card (in its QR and as text).' })
  check!: string;

  @Field(() => String, { description: "The public card page's path, /c/<set>/<palette>/<check>." })
  path!: string;
}

@ObjectType({ description: "Your card set's printed cards: the check codes the QR on each card carries." })
export class PrintedCards {
  @Field(() => Int)
  cardSetId!: number;

  @Field(() => String)
  cardSetName!: string;

  @Field(() => [PrintedCard])
  cards!: PrintedCard[];
}
