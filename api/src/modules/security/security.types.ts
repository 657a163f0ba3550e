import { Field, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

@ObjectType()
export class InspectAttemptView {
  /** The row's id: the legacy `_id` (docs/legacy-rest.md); not a GraphQL field (that API is unchanged). */
  id!: string;

  @Field(() => String)
  adminUsername!: string;

  @Field(() => String)
  detectionMethod!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  userAgent!: string;

  @Field(() => DateTimeISOResolver)
  time!: Date;
}
