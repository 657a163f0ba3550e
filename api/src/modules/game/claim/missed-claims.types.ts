import { Field, Int, ObjectType } from 'type-graphql';
import { PatternNameEnum } from '../../../shared/graphql/enums';

@ObjectType({
  description:
    'A hall card that completed a pattern and was never claimed (docs/fairness.md#missed-claims): stored with the game at its end.',
})
export class MissedClaimObject {
  @Field(() => Int) cardNumber!: number;
  @Field(() => PatternNameEnum, { description: 'The pattern it completed first.' }) pattern!: string;
  @Field(() => Int, { description: 'The call (from 1) that completed it.' }) call!: number;
}

export const MISSED_CLAIMS_DESCRIPTION =
  'Cards that completed a pattern within the calls made and were never claimed; null until the game ends (and for games ended before missed claims were kept).';
