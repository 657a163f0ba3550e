import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';

@ObjectType({ description: 'A pairing code for a room display: single use, short-lived.' })
export class DisplayPairingCode {
  @Field(() => String) code!: string;
  @Field(() => DateTimeISOResolver) expiresAt!: Date;
}

@ObjectType({ description: 'A paired display’s token: it reads its host’s displayFeed and nothing else.' })
export class DisplayPaired {
  @Field(() => String, { description: 'Send as connection_init { displayToken } on the WebSocket.' }) token!: string;
  @Field(() => DateTimeISOResolver, { description: 'The end of the Addis Ababa day.' }) expiresAt!: Date;
}

@ObjectType({ description: 'A room display paired with the host.' })
export class PairedDisplay {
  @Field(() => ID) displayId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) userAgent!: string;
  @Field(() => DateTimeISOResolver) pairedAt!: Date;
  @Field(() => DateTimeISOResolver) lastSeenAt!: Date;
  @Field(() => DateTimeISOResolver) expiresAt!: Date;
  @Field(() => DateTimeISOResolver, { nullable: true }) revokedAt!: Date | null;
}

@ObjectType()
export class DisplaySettings {
  @Field(() => Boolean, { description: 'The call voice plays on the room display; the caller stays silent.' })
  voiceOnDisplay!: boolean;
  @Field(() => String) voice!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The language the caller runs in (en, am), followed by the room displays; null: not told yet.',
  })
  callerLanguage!: string | null;
}

@ObjectType({ description: 'A judged claim as the room sees it.' })
export class DisplayClaim {
  @Field(() => Int) cardNumber!: number;
  @Field(() => Boolean) isWinner!: boolean;
  @Field(() => String, { nullable: true }) pattern!: string | null;
  @Field(() => SafeIntResolver, { name: 'payoutSantim' }) payout!: number;
  @Field(() => Int) prefixLength!: number;
  @Field(() => [Int], { description: 'The card’s 25 cells (row * 5 + column); 0 is the FREE centre.' })
  cells!: number[];
  @Field(() => [Int], { description: 'Winning cell indexes, for highlighting.' }) winningCells!: number[];
  @Field(() => DateTimeISOResolver) at!: Date;
}

@ObjectType({ description: 'The host’s game in progress as the room display shows it (revealed calls only).' })
export class DisplayGame {
  @Field(() => ID) gameId!: string;
  @Field(() => String) gameType!: string;
  @Field(() => String, { description: 'SHA-256 of the seed, published at start.' }) commitment!: string;
  @Field(() => [String]) calledNumbers!: string[];
  @Field(() => Int) callSpeed!: number;
  @Field(() => Boolean) paused!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'AUTO_PAUSE while the server has paused the game (no screen of it connected); null otherwise.',
  })
  pauseReason!: string | null;
  @Field(() => DateTimeISOResolver, { nullable: true }) nextCallAt!: Date | null;
  @Field(() => SafeIntResolver, { name: 'prizeSantim', description: 'The prize on offer.' }) prize!: number;
  @Field(() => [String]) winningPatterns!: string[];
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Null until the outcome happened; true once the house’s winning call is revealed ("Online Player Win!").',
  })
  houseWin!: boolean | null;
  @Field(() => DisplayClaim, { nullable: true, description: 'The latest claim, until the next call.' })
  claim!: DisplayClaim | null;
}

@ObjectType()
export class DisplayAnnouncement {
  @Field(() => String) title!: string;
  @Field(() => String) body!: string;
}

@ObjectType({ description: "A linked pool's latest win, as the room display shows it." })
export class DisplayLinkedJackpotWin {
  @Field(() => String) hallName!: string;
  @Field(() => SafeIntResolver, { name: 'amountSantim' }) amount!: number;
  @Field(() => DateTimeISOResolver) at!: Date;
}

@ObjectType({ description: 'The linked jackpot the hall is in, live (docs/games-and-money.md#linked-jackpot).' })
export class DisplayLinkedJackpot {
  @Field(() => String) name!: string;
  @Field(() => SafeIntResolver, { name: 'amountSantim' }) amount!: number;
  @Field(() => DisplayLinkedJackpotWin, { nullable: true }) lastWin!: DisplayLinkedJackpotWin | null;
}

@ObjectType({ description: 'The whole room display as it stands (subscription displayFeed).' })
export class DisplayFrame {
  @Field(() => String) hallName!: string;
  @Field(() => String, {
    description: 'The hall’s public code: the room shows a QR of /c?hall=<code>, where players follow their cards.',
  })
  hallCode!: string;
  @Field(() => String, { nullable: true, description: 'The voice set to play, or null: the caller speaks.' })
  voice!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The host's chosen voice pack, where its clips are (`<url>/<clip>.wav`), while the voice plays on the display; null: the built-in set.",
  })
  voicePackUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The language of the host's caller (en, am): the display shows its texts in it until switched on the TV; null: the caller has not told one.",
  })
  language!: string | null;
  @Field(() => [DisplayAnnouncement]) announcements!: DisplayAnnouncement[];
  @Field(() => DisplayGame, { nullable: true, description: 'Null between games.' }) game!: DisplayGame | null;
  @Field(() => DisplayLinkedJackpot, { nullable: true, description: 'Null when the hall is in no linked jackpot.' })
  linkedJackpot!: DisplayLinkedJackpot | null;
  @Field(() => DateTimeISOResolver) serverTime!: Date;
}
