import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A voice pack recorded by a hall (docs/screens.md#voice-packs).' })
export class VoicePackObject {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => ID, { nullable: true, description: 'The host it belongs to; null: a platform pack.' })
  hostId!: string | null;
  @Field(() => String, { nullable: true }) hostUsername!: string | null;
  @Field(() => String) contentHash!: string;
  @Field(() => String, {
    description: 'Clips are served at `<clipBaseUrl>/<clip>.wav` (1..75 and the events), immutable.',
  })
  clipBaseUrl!: string;
  @Field(() => String, { description: 'A clip to listen to: number 1.' })
  previewUrl!: string;
  @Field(() => [String], { description: 'The event clips it has (game-start, winner, not-winner…).' })
  events!: string[];
  @Field(() => Int) sizeBytes!: number;
  @Field(() => DateTimeISOResolver) createdAt!: Date;
  @Field(() => Boolean, { description: 'The chosen pack of the host listed for.' })
  isDefault!: boolean;
}

@ObjectType({ description: "The pack a host's caller and room display play." })
export class ChosenVoicePackObject {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) clipBaseUrl!: string;
  @Field(() => [String]) events!: string[];
}
