import { Arg, Authorized, Ctx, Float, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from './stats.context';
import { requireActor } from '../../shared/graphql/graphql-context';
import {
  AdminMultiplierSummary,
  AllMultiplierStats,
  BonusDayTotal,
  DayFigures,
  GamesOfDay,
  GamesReport,
  GameTypeStats,
  HostRankingRow,
  HostStats,
  PeriodSeries,
  PlatformSummary,
  StatsRangeInput,
} from './stats.types';

const RANGE = () => StatsRangeInput;
const HOST = {
  nullable: true,
  description: "One host in the caller's scope (404 otherwise); default every host in scope.",
} as const;

/**
 * Report queries. Every one of them is open to personal API tokens (REPORT_QUERIES); amounts
 * in santim, days in Africa/Addis_Ababa.
 */
@Resolver()
export class StatsResolver {
  @Authorized()
  @Query(() => HostStats, {
    description:
      'Daily profit of the range (default the last 30 days, newest first) and totals (all time unless a range is given).',
  })
  hostStats(
    @Ctx() ctx: GraphQLContext,
    @Arg('hostId', () => ID, HOST) hostId?: string,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<HostStats> {
    return ctx.services.stats.hostStats(requireActor(ctx), { ...range, hostId });
  }

  @Authorized()
  @Query(() => [DayFigures], {
    description: 'Days with multiplier-bingo games, newest first (range default all time).',
  })
  multiplierDailyProfits(
    @Ctx() ctx: GraphQLContext,
    @Arg('hostId', () => ID, HOST) hostId?: string,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<DayFigures[]> {
    return ctx.services.stats.dailyOfType(requireActor(ctx), hostId ?? null, 'multiplierBingo', range ?? {});
  }

  @Authorized()
  @Query(() => [DayFigures], { description: 'House games: profit/loss per day, newest first.' })
  houseDailyProfitLoss(
    @Ctx() ctx: GraphQLContext,
    @Arg('hostId', () => ID, HOST) hostId?: string,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<DayFigures[]> {
    return ctx.services.stats.dailyOfType(requireActor(ctx), hostId ?? null, 'house', range ?? {});
  }

  @Authorized()
  @Query(() => [DayFigures], { description: 'Free games per day, newest first.' })
  freeGameDailyStats(
    @Ctx() ctx: GraphQLContext,
    @Arg('hostId', () => ID, HOST) hostId?: string,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<DayFigures[]> {
    return ctx.services.stats.dailyOfType(requireActor(ctx), hostId ?? null, 'free', range ?? {});
  }

  @Authorized()
  @Query(() => [GamesOfDay], { description: 'House games by day (default the last 30 days).' })
  houseGamesByDay(
    @Ctx() ctx: GraphQLContext,
    @Arg('hostId', () => ID) hostId: string,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<GamesOfDay[]> {
    return ctx.services.stats.houseGamesByDay(requireActor(ctx), hostId, range ?? {});
  }

  @Authorized()
  @Query(() => GameTypeStats, { description: 'Totals of house games.' })
  houseGameStats(
    @Ctx() ctx: GraphQLContext,
    @Arg('hostId', () => ID, HOST) hostId?: string,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<GameTypeStats> {
    return ctx.services.stats.typeStats(requireActor(ctx), hostId ?? null, 'house', range ?? {});
  }

  @Authorized()
  @Query(() => GameTypeStats, { description: 'Totals of multiplier-bingo games.' })
  multiplierGameStats(
    @Ctx() ctx: GraphQLContext,
    @Arg('hostId', () => ID, HOST) hostId?: string,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<GameTypeStats> {
    return ctx.services.stats.typeStats(requireActor(ctx), hostId ?? null, 'multiplierBingo', range ?? {});
  }

  @Authorized()
  @Query(() => GamesReport, { description: 'Multiplier-bingo games newest first (at most 500) with totals.' })
  multiplierGames(
    @Ctx() ctx: GraphQLContext,
    @Arg('hostId', () => ID, HOST) hostId?: string,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<GamesReport> {
    return ctx.services.stats.games(requireActor(ctx), hostId ?? null, 'multiplierBingo', range ?? {});
  }

  @Authorized()
  @Query(() => [AdminMultiplierSummary], {
    description: 'Multiplier profit per host: months → ISO weeks → days (default the last 365 days).',
  })
  multiplierProfits(
    @Ctx() ctx: GraphQLContext,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<AdminMultiplierSummary[]> {
    return ctx.services.stats.multiplierProfits(requireActor(ctx), range ?? {});
  }

  @Authorized()
  @Query(() => AllMultiplierStats, {
    description: '/multiplierStats: every host in scope (default the last 365 days).',
  })
  allMultiplierStats(
    @Ctx() ctx: GraphQLContext,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<AllMultiplierStats> {
    return ctx.services.stats.allMultiplier(requireActor(ctx), range ?? {});
  }

  @Authorized('SUPER_ADMIN')
  @Query(() => PeriodSeries, {
    description: 'Profit of every visible host by Addis day (30), ISO week (12) and month (12), summed on the server.',
  })
  platformPeriods(@Ctx() ctx: GraphQLContext): Promise<PeriodSeries> {
    return ctx.services.stats.platformPeriods(requireActor(ctx));
  }

  @Authorized('SUPER_ADMIN')
  @Query(() => PlatformSummary, { description: 'Revenue of all visible hosts and the platform share (default 0.175).' })
  platformSummary(
    @Ctx() ctx: GraphQLContext,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
    @Arg('platformShare', () => Float, { nullable: true }) platformShare?: number,
  ): Promise<PlatformSummary> {
    return ctx.services.stats.platformSummary(requireActor(ctx), { ...range, platformShare });
  }

  @Authorized()
  @Query(() => [HostRankingRow], { description: 'Hosts in scope ranked by profit (default the last 30 days).' })
  hostRanking(
    @Ctx() ctx: GraphQLContext,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<HostRankingRow[]> {
    return ctx.services.stats.hostRanking(requireActor(ctx), range ?? {});
  }

  @Authorized()
  @Query(() => [BonusDayTotal], {
    description: 'Bonuses paid per day over the hosts in scope (default the last 30 days).',
  })
  bonusTotals(
    @Ctx() ctx: GraphQLContext,
    @Arg('hostId', () => ID, HOST) hostId?: string,
    @Arg('range', RANGE, { nullable: true }) range?: StatsRangeInput,
  ): Promise<BonusDayTotal[]> {
    return ctx.services.stats.bonusTotals(requireActor(ctx), hostId ?? null, range ?? {});
  }
}

/** Root Query fields a personal API token may use. */
export const REPORT_QUERIES: ReadonlySet<string> = new Set([
  'hostStats',
  'multiplierDailyProfits',
  'houseDailyProfitLoss',
  'freeGameDailyStats',
  'houseGamesByDay',
  'houseGameStats',
  'multiplierGameStats',
  'multiplierGames',
  'multiplierProfits',
  'allMultiplierStats',
  'platformSummary',
  'platformPeriods',
  'hostRanking',
  'bonusTotals',
  'hosts',
  '__typename',
]);
