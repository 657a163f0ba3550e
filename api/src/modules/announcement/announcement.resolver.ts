import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './announcement.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import { AnnouncementInput } from './announcement.inputs';
import { AnnouncementView } from './announcement.types';

@Resolver()
export class AnnouncementResolver {
  @Authorized()
  @Query(() => [AnnouncementView], { description: 'Announcements to show now (promotional overlay).' })
  activeAnnouncements(@Ctx() ctx: GraphQLContext): Promise<AnnouncementView[]> {
    return ctx.services.announcements.active();
  }

  @Authorized('SUPER_ADMIN')
  @Query(() => [AnnouncementView])
  announcements(@Ctx() ctx: GraphQLContext): Promise<AnnouncementView[]> {
    return ctx.services.announcements.list();
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => AnnouncementView)
  createAnnouncement(
    @Arg('input', () => AnnouncementInput) input: AnnouncementInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AnnouncementView> {
    return ctx.services.announcements.create(requireActor(ctx), input);
  }

  @Authorized('SUPER_ADMIN')
  @Mutation(() => AnnouncementView)
  updateAnnouncement(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AnnouncementInput) input: AnnouncementInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AnnouncementView> {
    return ctx.services.announcements.update(requireActor(ctx), id, input);
  }
}
