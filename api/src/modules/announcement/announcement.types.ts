import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

@ObjectType()
export class AnnouncementView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String)
  body!: string;

  @Field(() => String, { nullable: true })
  link!: string | null;

  @Field(() => String, { nullable: true })
  linkLabel!: string | null;

  @Field(() => DateTimeISOResolver)
  startsAt!: Date;

  @Field(() => DateTimeISOResolver)
  endsAt!: Date;

  @Field(() => Boolean)
  isActive!: boolean;
}
