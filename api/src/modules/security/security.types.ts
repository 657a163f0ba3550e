import { Field, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

@ObjectType()
export class InspectAttemptView {
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
