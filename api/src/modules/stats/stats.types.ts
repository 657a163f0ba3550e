import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsOptional, IsString } from 'class-validator';
import { DateTimeISOResolver, SafeIntResolver } from 'graphql-scalars';
import { GameStatus, GameType } from '../../shared/graphql/enums';

@InputType({ description: 'Addis Ababa calendar days YYYY-MM-DD, inclusive; give both or neither (at most 731 days).' })
export class StatsRangeInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'startDate must be a date YYYY-MM-DD' })
  startDate?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: 'endDate must be a date YYYY-MM-DD' })
  endDate?: string;
}

@ObjectType({ description: 'One Addis Ababa day. Amounts in santim.' })
export class DayFigures {
  @Field(() => String, { description: 'YYYY-MM-DD, Africa/Addis_Ababa.' }) date!: string;
  @Field(() => Int) gamesCount!: number;
  @Field(() => SafeIntResolver, { name: 'totalBetAmountSantim' }) totalBetAmount!: number;
  @Field(() => SafeIntResolver, { name: 'totalPayoutSantim' }) totalPayout!: number;
  @Field(() => SafeIntResolver, { name: 'profitSantim', description: 'May be negative.' }) profit!: number;
}

@ObjectType({ description: 'Profit of one ISO week "YYYY-Wnn" (Addis days), santim.' })
export class WeekProfit {
  @Field(() => String) week!: string;
  @Field(() => SafeIntResolver, { name: 'profitSantim' }) profit!: number;
}

@ObjectType({ description: 'Profit of one calendar month "YYYY-MM" (Addis days), santim.' })
export class MonthProfit {
  @Field(() => String) month!: string;
  @Field(() => SafeIntResolver, { name: 'profitSantim' }) profit!: number;
}

@ObjectType({ description: 'Host statistics (GET /admin/stats). Amounts in santim.' })
export class HostStats {
  @Field(() => [DayFigures], { description: 'Every day of the range (default the last 30 days), newest first.' })
  statsByPeriod!: DayFigures[];
  @Field(() => SafeIntResolver, {
    name: 'totalProfitSantim',
    description: 'Over the range when one is given, else all time.',
  })
  totalProfit!: number;
  @Field(() => SafeIntResolver, { name: 'totalBetAmountSantim' }) totalBetAmount!: number;
  @Field(() => Int) totalGames!: number;
  @Field(() => SafeIntResolver, { name: 'walletSantim', description: 'Wallet balance (sum over the hosts in scope).' })
  wallet!: number;
}

@ObjectType({ description: 'Totals over a set of games. Amounts in santim.' })
export class GameTypeStats {
  @Field(() => Int) totalGames!: number;
  @Field(() => SafeIntResolver, { name: 'totalBettingAmountSantim' }) totalBettingAmount!: number;
  @Field(() => SafeIntResolver, { name: 'totalPayoutToWinnersSantim' }) totalPayoutToWinners!: number;
  @Field(() => SafeIntResolver, { name: 'totalProfitSantim' }) totalProfit!: number;
  @Field(() => SafeIntResolver, {
    name: 'averageProfitSantim',
    description: 'totalProfit / totalGames, rounded to the santim; 0 without games.',
  })
  averageProfit!: number;
  @Field(() => Int, { description: 'Games the house (online players) won.' }) houseWins!: number;
  @Field(() => Int, { description: 'Games with a negative profit.' }) losingGames!: number;
}

@ObjectType({ description: 'One game in a report. Amounts in santim.' })
export class StatsGame {
  @Field(() => ID) gameId!: string;
  @Field(() => ID) hostId!: string;
  @Field(() => String) adminUsername!: string;
  @Field(() => DateTimeISOResolver) createdAt!: Date;
  @Field(() => String, { description: 'Addis Ababa day.' }) date!: string;
  @Field(() => GameType) gameType!: string;
  @Field(() => GameStatus) status!: string;
  @Field(() => SafeIntResolver, {
    name: 'bettingAmountSantim',
    nullable: true,
    description: 'Per-card bet; null for multiplierBingo (see stakes).',
  })
  bettingAmount!: number | null;
  @Field(() => [SafeIntResolver], { name: 'stakesSantim' }) stakes!: number[];
  @Field(() => [Int]) playingCards!: number[];
  @Field(() => Int) numberOfPlayers!: number;
  @Field(() => Int) houseCardCount!: number;
  @Field(() => Float, { nullable: true }) multiplier!: number | null;
  @Field(() => Int, { nullable: true }) winnerCard!: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Null while nobody has won.' }) houseWin!: boolean | null;
  @Field(() => SafeIntResolver, { name: 'totalStakesSantim' }) totalStakes!: number;
  @Field(() => SafeIntResolver, { name: 'payoutToWinnerSantim', nullable: true, description: 'Null until the win.' })
  payoutToWinner!: number | null;
  @Field(() => SafeIntResolver, { name: 'profitSantim', nullable: true, description: 'Null until the win or the end.' })
  profit!: number | null;
}

@ObjectType({ description: 'Games newest first (at most 500) with totals over the whole range.' })
export class GamesReport {
  @Field(() => [StatsGame]) games!: StatsGame[];
  @Field(() => Int) totalGames!: number;
  @Field(() => SafeIntResolver, { name: 'totalProfitSantim' }) totalProfit!: number;
  @Field(() => String, { nullable: true, description: 'Set when the report is about one host.' }) adminUsername!:
    string | null;
}

@ObjectType()
export class GamesOfDay {
  @Field(() => String) date!: string;
  @Field(() => [StatsGame]) games!: StatsGame[];
}

@ObjectType()
export class DayProfitCount {
  @Field(() => String) date!: string;
  @Field(() => SafeIntResolver, { name: 'profitSantim' }) profit!: number;
  @Field(() => Int) gamesCount!: number;
}

@ObjectType()
export class WeekNode {
  @Field(() => String, {
    description: 'ISO week YYYY-Wnn; a week crossing a month end appears under both months with its days of each.',
  })
  week!: string;
  @Field(() => SafeIntResolver, { name: 'profitSantim' }) profit!: number;
  @Field(() => Int) gamesCount!: number;
  @Field(() => [DayProfitCount]) days!: DayProfitCount[];
}

@ObjectType()
export class MonthNode {
  @Field(() => String) month!: string;
  @Field(() => SafeIntResolver, { name: 'profitSantim' }) profit!: number;
  @Field(() => Int) gamesCount!: number;
  @Field(() => [WeekNode]) weeks!: WeekNode[];
}

@ObjectType()
export class AdminMultiplierSummary {
  @Field(() => ID) id!: string;
  @Field(() => String) adminUsername!: string;
  @Field(() => SafeIntResolver, { name: 'totalProfitSantim' }) totalProfit!: number;
  @Field(() => Int) gamesCount!: number;
  @Field(() => [MonthNode], { description: 'Newest first.' }) months!: MonthNode[];
}

@ObjectType({ description: 'All hosts in scope, multiplier bingo (/multiplierStats).' })
export class AllMultiplierStats {
  @Field(() => [StatsGame], { description: 'Newest first, at most 500.' }) games!: StatsGame[];
  @Field(() => Int) totalGames!: number;
  @Field(() => SafeIntResolver, { name: 'totalProfitSantim' }) totalProfit!: number;
  @Field(() => [AdminMultiplierSummary]) adminsSummary!: AdminMultiplierSummary[];
}

@ObjectType({
  description:
    'A host record\'s aggregates (docs/reporting.md#rest-paths-on--and-v2). Days, weeks and months are Addis Ababa calendar periods; "today" is the Addis day (not the UTC date the old owner screen used).',
})
export class HostAggregates {
  @Field(() => SafeIntResolver, { name: 'totalProfitSantim' }) totalProfit!: number;
  @Field(() => Int) totalGames!: number;
  @Field(() => SafeIntResolver, { name: 'weekProfitSantim', description: 'Current ISO week.' }) weekProfit!: number;
  @Field(() => SafeIntResolver, { name: 'monthProfitSantim', description: 'Current calendar month.' })
  monthProfit!: number;
  @Field(() => SafeIntResolver, {
    name: 'avgMonthProfitSantim',
    description: 'Average of the last 12 months (current month included), santim.',
  })
  avgMonthProfit!: number;
  @Field(() => SafeIntResolver, {
    name: 'avgAllTimeProfitSantim',
    description: 'Average monthly profit from the month of the first game to now.',
  })
  avgAllTimeProfit!: number;
  @Field(() => Int) gamesToday!: number;
  @Field(() => SafeIntResolver, { name: 'todayProfitSantim' }) todayProfit!: number;
  @Field(() => [DayFigures], { description: 'The last 30 days, newest first.' }) last30Days!: DayFigures[];
  @Field(() => [WeekProfit], { description: 'The last 12 ISO weeks, newest first.' }) last12WeeksProfits!: WeekProfit[];
  @Field(() => [MonthProfit], { description: 'The last 12 months, newest first.' }) last12MonthsProfits!: MonthProfit[];
}

@ObjectType({
  description:
    'Profit by period over every visible host, summed in SQL (docs/reporting.md): the last 30 Addis days, 12 ISO weeks and 12 months, newest first, zero-filled.',
})
export class PeriodSeries {
  @Field(() => [DayFigures], { description: 'The last 30 days, newest first.' }) last30Days!: DayFigures[];
  @Field(() => [WeekProfit], { description: 'The last 12 ISO weeks, newest first.' }) last12WeeksProfits!: WeekProfit[];
  @Field(() => [MonthProfit], { description: 'The last 12 months, newest first.' }) last12MonthsProfits!: MonthProfit[];
}

@ObjectType({ description: 'Platform summary for the super admin. Amounts in santim.' })
export class PlatformSummary {
  @Field(() => Int) hostCount!: number;
  @Field(() => Int) totalGames!: number;
  @Field(() => SafeIntResolver, { name: 'totalBetAmountSantim', description: 'Total stakes.' }) totalBetAmount!: number;
  @Field(() => SafeIntResolver, {
    name: 'revenueSantim',
    description: "Sum of game profits (the hosts' revenue); may be negative.",
  })
  revenue!: number;
  @Field(() => Float, { description: 'The platform share used (default 0.175).' }) platformShare!: number;
  @Field(() => SafeIntResolver, {
    name: 'platformShareAmountSantim',
    description: 'floor(revenue x platformShare), 0 when revenue is not positive.',
  })
  platformShareAmount!: number;
  @Field(() => SafeIntResolver, {
    name: 'platformFeesChargedSantim',
    description: 'Platform fees actually debited from wallets (per game, on positive profits).',
  })
  platformFeesCharged!: number;
  @Field(() => SafeIntResolver, { name: 'todayRevenueSantim' }) todayRevenue!: number;
  @Field(() => Int) gamesToday!: number;
}

@ObjectType({ description: 'Hosts ranked by profit over a range.' })
export class HostRankingRow {
  @Field(() => Int) rank!: number;
  @Field(() => ID) hostId!: string;
  @Field(() => String) username!: string;
  @Field(() => Int) totalGames!: number;
  @Field(() => SafeIntResolver, { name: 'totalBetAmountSantim' }) totalBetAmount!: number;
  @Field(() => SafeIntResolver, { name: 'totalProfitSantim' }) totalProfit!: number;
}

@ObjectType({ description: 'Bonuses paid per Addis day over the hosts in scope.' })
export class BonusDayTotal {
  @Field(() => String) date!: string;
  @Field(() => Int) gamesCount!: number;
  @Field(() => SafeIntResolver, { name: 'totalBonusAmountSantim' }) totalBonusAmount!: number;
}
