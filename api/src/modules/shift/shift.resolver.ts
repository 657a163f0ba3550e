import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireActor } from '../../shared/graphql/graphql-context';
import type { GraphQLContext } from './shift.context';
import {
  CloseShiftInput,
  CorrectShiftInput,
  FlaggedPayoutObject,
  MeterObject,
  OpenShiftInput,
  ShiftObject,
  TillSettingsInput,
  TillSettingsObject,
} from './shift.types';

/** Shifts, meters, till settings and flagged payouts (docs/games-and-money.md#the-till). */
@Resolver()
export class ShiftResolver {
  @Authorized('HOST', 'OWNER', 'SUPER_ADMIN')
  @Query(() => [ShiftObject], {
    description:
      'Shifts, newest first: a host its own, an owner its group, the super admin all (hostId: one host; startDate and endDate: Addis Ababa days the shift opened, both or neither; limit: at most 500).',
  })
  shifts(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Arg('startDate', () => String, { nullable: true }) startDate: string | null,
    @Arg('endDate', () => String, { nullable: true }) endDate: string | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShiftObject[]> {
    return ctx.services.shifts.list(requireActor(ctx), { hostId, startDate, endDate, limit });
  }

  @Authorized('HOST', 'OWNER', 'SUPER_ADMIN')
  @Query(() => ShiftObject, { description: 'One shift in your scope.' })
  shift(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ShiftObject> {
    return ctx.services.shifts.get(requireActor(ctx), id);
  }

  @Authorized('HOST')
  @Query(() => ShiftObject, { nullable: true, description: 'Your open shift with its running figures, or null.' })
  currentShift(@Ctx() ctx: GraphQLContext): Promise<ShiftObject | null> {
    return ctx.services.shifts.current(requireActor(ctx));
  }

  @Authorized('HOST')
  @Mutation(() => ShiftObject, { description: 'Open a shift with the float counted (one open shift per host).' })
  openShift(
    @Arg('input', () => OpenShiftInput) input: OpenShiftInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShiftObject> {
    return ctx.services.shifts.open(requireActor(ctx), input.counts);
  }

  @Authorized('HOST')
  @Mutation(() => ShiftObject, { description: 'Close your open shift with the drawer counted.' })
  closeShift(
    @Arg('input', () => CloseShiftInput) input: CloseShiftInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShiftObject> {
    return ctx.services.shifts.close(requireActor(ctx), input);
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Mutation(() => ShiftObject, { description: 'Correct a closed shift: a new audited entry linked to it.' })
  correctShift(
    @Arg('input', () => CorrectShiftInput) input: CorrectShiftInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShiftObject> {
    return ctx.services.shifts.correct(requireActor(ctx), input);
  }

  @Authorized('HOST', 'OWNER', 'SUPER_ADMIN')
  @Query(() => [MeterObject], { description: 'Meters that never reset, per host in your scope.' })
  meters(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MeterObject[]> {
    return ctx.services.till.meters(requireActor(ctx), hostId);
  }

  @Authorized('HOST', 'OWNER', 'SUPER_ADMIN')
  @Query(() => TillSettingsObject, { description: "A hall's till settings (hosts: their own; others: hostId)." })
  tillSettings(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TillSettingsObject> {
    return ctx.services.till.settings(requireActor(ctx), hostId);
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Mutation(() => TillSettingsObject, { description: "Set a hall's till settings (its owner, the super admin)." })
  updateTillSettings(
    @Arg('input', () => TillSettingsInput) input: TillSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<TillSettingsObject> {
    return ctx.services.till.updateSettings(requireActor(ctx), input);
  }

  @Authorized('HOST', 'OWNER', 'SUPER_ADMIN')
  @Query(() => [FlaggedPayoutObject], {
    description: 'Flagged payouts in your scope; by default those not acknowledged.',
  })
  flaggedPayouts(
    @Arg('hostId', () => ID, { nullable: true }) hostId: string | null,
    @Arg('open', () => Boolean, { nullable: true }) open: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FlaggedPayoutObject[]> {
    return ctx.services.till.flaggedPayouts(requireActor(ctx), hostId, open ?? true);
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Mutation(() => FlaggedPayoutObject, { description: 'Acknowledge a flagged payout with a note.' })
  acknowledgePayout(
    @Arg('gameId', () => ID) gameId: string,
    @Arg('note', () => String) note: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FlaggedPayoutObject> {
    return ctx.services.till.acknowledge(requireActor(ctx), gameId, note);
  }
}
