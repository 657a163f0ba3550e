import { Field, InputType } from 'type-graphql';
import { IsBoolean, IsOptional, IsString, Length, MaxLength } from 'class-validator';

/** An announcement (super admin). Date-times without an offset are Addis Ababa time. */
@InputType()
export class AnnouncementInput {
  @Field(() => String)
  @IsString({ message: 'title must be a string' })
  @Length(1, 120, { message: 'title must be 1 to 120 characters' })
  title!: string;

  @Field(() => String)
  @IsString({ message: 'body must be a string' })
  @Length(1, 2000, { message: 'body must be 1 to 2000 characters' })
  body!: string;

  @Field(() => String, { nullable: true, description: 'http(s) address, e.g. the public messaging channel.' })
  @IsOptional()
  @IsString({ message: 'link must be a string' })
  @MaxLength(500, { message: 'link can be at most 500 characters' })
  link?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'linkLabel must be a string' })
  @MaxLength(80, { message: 'linkLabel can be at most 80 characters' })
  linkLabel?: string;

  @Field(() => String)
  @IsString({ message: 'startsAt must be a date-time string' })
  startsAt!: string;

  @Field(() => String)
  @IsString({ message: 'endsAt must be a date-time string' })
  endsAt!: string;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  @IsOptional()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}
