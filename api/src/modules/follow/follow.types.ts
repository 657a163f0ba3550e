import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { CardNumbers, cardNumbersOut } from '../card';
import type { FollowedGameView } from './follow.views';
import type { PublicCardView, PublicHallView } from './follow.service';

@ObjectType('PaperCard', { description: 'A card of a card set as the public card page shows it (no account).' })
export class PublicCard {
  @Field(() => Int) cardSetId!: number;
  @Field(() => String) cardSetName!: string;
  @Field(() => Int) paletteNumber!: number;
  @Field(() => CardNumbers) numbers!: CardNumbers;
}

@InputType('PaperCardInput', { description: 'A card a phone follows: its card set and palette number.' })
export class PublicCardRef {
  @Field(() => Int) cardSetId!: number;
  @Field(() => Int) paletteNumber!: number;
}

@ObjectType({ description: 'A followed card, and whether the hall’s game has it in play.' })
export class FollowedCard {
  @Field(() => Int) cardSetId!: number;
  @Field(() => Int) paletteNumber!: number;
  @Field(() => Boolean) inPlay!: boolean;
}

@ObjectType({ description: 'A hall’s game as its followers see it: the calls made so far, never more.' })
export class FollowedGame {
  @Field(() => ID) gameId!: string;
  @Field(() => String, {
    description: 'The verification code: its page /verify/<code>, with the card as ?card=<palette>, after the end.',
  })
  publicCode!: string;
  @Field(() => [String]) winningPatterns!: string[];
  @Field(() => [String]) calledNumbers!: string[];
  @Field(() => Boolean) paused!: boolean;
  @Field(() => Boolean) ended!: boolean;
}

@ObjectType({ description: 'A hall by its public code (the room display’s QR), and its game in progress.' })
export class PublicHall {
  @Field(() => String) hallCode!: string;
  @Field(() => String) hallName!: string;
  @Field(() => FollowedGame, { nullable: true, description: 'Null when no game runs.' })
  game!: FollowedGameView | null;
  @Field(() => [FollowedCard]) cards!: FollowedCard[];
}

export const publicCardOut = (v: PublicCardView): PublicCard => ({ ...v, numbers: cardNumbersOut(v.numbers) });
export const publicHallOut = (v: PublicHallView): PublicHall => v;
