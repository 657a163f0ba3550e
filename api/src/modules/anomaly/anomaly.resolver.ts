import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireActor } from '../../shared/graphql/graphql-context';
import type { GraphQLContext } from './anomaly.context';
import {
  AnomalyEvidenceObject,
  AnomalyReportObject,
  AnomalyThresholdsInput,
  AnomalyThresholdsObject,
  CardPrintsInput,
} from './anomaly.types';

/** The owner's anomaly screen and the card prints behind its re-print figure (docs/reporting.md#anomalies). */
@Resolver()
export class AnomalyResolver {
  @Authorized('OWNER', 'SUPER_ADMIN')
  @Query(() => AnomalyReportObject, {
    description:
      "Hosts by how many anomalies they raise over the range (default: the last 30 days): an owner its group's hosts, the super admin all (ownerGroupId: one group's). From roll-ups.",
  })
  anomalies(
    @Arg('startDate', () => String, { nullable: true }) startDate: string | null,
    @Arg('endDate', () => String, { nullable: true }) endDate: string | null,
    @Arg('ownerGroupId', () => Int, { nullable: true }) ownerGroupId: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AnomalyReportObject> {
    return ctx.services.anomalies.report(requireActor(ctx), { startDate, endDate, ownerGroupId });
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Query(() => AnomalyEvidenceObject, {
    description: 'The games, shifts or events behind one flag of a host in your scope.',
  })
  anomalyEvidence(
    @Arg('hostId', () => ID) hostId: string,
    @Arg('kind', () => String) kind: string,
    @Arg('startDate', () => String, { nullable: true }) startDate: string | null,
    @Arg('endDate', () => String, { nullable: true }) endDate: string | null,
    @Arg('cardNumber', () => Int, { nullable: true }) cardNumber: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AnomalyEvidenceObject> {
    return ctx.services.anomalies.evidence(requireActor(ctx), { hostId, kind, startDate, endDate, cardNumber });
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Query(() => AnomalyThresholdsObject, {
    description: "Your group's anomaly thresholds (the super admin: ownerGroupId's, or the defaults).",
  })
  anomalyThresholds(
    @Arg('ownerGroupId', () => Int, { nullable: true }) ownerGroupId: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AnomalyThresholdsObject> {
    return ctx.services.anomalies.thresholds(requireActor(ctx), ownerGroupId);
  }

  @Authorized('OWNER', 'SUPER_ADMIN')
  @Mutation(() => AnomalyThresholdsObject, {
    description:
      'Tune the anomaly thresholds of your group (the super admin: of ownerGroupId). Out of range: 400, nothing changed.',
  })
  setAnomalyThresholds(
    @Arg('input', () => AnomalyThresholdsInput) input: AnomalyThresholdsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AnomalyThresholdsObject> {
    const { ownerGroupId, ...values } = input;
    return ctx.services.anomalies.setThresholds(requireActor(ctx), ownerGroupId, values);
  }

  @Authorized('HOST')
  @Mutation(() => Int, { description: 'Record the cards you printed; answers how many were re-prints of the day.' })
  recordCardPrints(
    @Arg('input', () => CardPrintsInput) input: CardPrintsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<number> {
    return ctx.services.anomalies.recordPrints(requireActor(ctx), input.paletteNumbers);
  }
}

/** Reads open to personal API tokens. */
export const ANOMALY_QUERIES = ['anomalies', 'anomalyEvidence', 'anomalyThresholds'] as const;
