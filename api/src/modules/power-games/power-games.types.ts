import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

@ObjectType({ description: 'A Power Games campaign with its counts.' })
export class PowerCampaignView {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) text!: string;
  @Field(() => String) link!: string;
  @Field(() => Boolean) targetAll!: boolean;
  @Field(() => [ID]) targetHostIds!: string[];
  @Field(() => DateTimeISOResolver) startsAt!: Date;
  @Field(() => DateTimeISOResolver) endsAt!: Date;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Int, { description: 'Host-days the overlay was offered.' }) appearances!: number;
  @Field(() => Int, { description: 'Clicks recorded.' }) clicks!: number;
}

@ObjectType({
  description:
    'Answer of the status check (docs/legacy-rest.md#power-games-and-announcements: success, showButton, adminId, appearanceId).',
})
export class PowerStatus {
  @Field(() => Boolean) success!: boolean;
  @Field(() => Boolean) showButton!: boolean;
  @Field(() => ID) adminId!: string;
  @Field(() => ID, { nullable: true }) appearanceId!: string | null;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) text!: string | null;
}

@ObjectType({
  description: 'The link to open: the campaign link plus a one-time code (2 minutes) and the selected cards.',
})
export class PowerClickResult {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) url!: string;
  @Field(() => DateTimeISOResolver) expiresAt!: Date;
}

@ObjectType({ description: 'What the external site learns by redeeming a code, once.' })
export class PowerRedeemResult {
  @Field(() => ID) adminId!: string;
  @Field(() => String) username!: string;
  @Field(() => ID) campaignId!: string;
  @Field(() => [Int]) selectedNumbers!: number[];
}
