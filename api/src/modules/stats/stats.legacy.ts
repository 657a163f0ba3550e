import { santimToBirr } from '@bingo/core';
import type {
  AdminMultiplierSummary,
  AllMultiplierStats,
  DayFigures,
  GamesReport,
  GameTypeStats,
  HostStats,
  StatsGame,
} from './stats.types';

/** The REST layer keeps the seeds' shapes, with money in Birr. */
const birr = santimToBirr;

export const legacyHostStats = (s: HostStats) => ({
  statsByPeriod: s.statsByPeriod.map((d) => ({ date: d.date, profit: birr(d.profit) })),
  totalProfit: birr(s.totalProfit),
  totalBetAmount: birr(s.totalBetAmount),
  totalGames: s.totalGames,
  wallet: birr(s.wallet),
});

export const legacyMultiplierSummary = (days: DayFigures[]) => ({
  dailyProfits: days.map((d) => ({ date: d.date, totalProfit: birr(d.profit), gamesCount: d.gamesCount })),
  totalProfit: birr(days.reduce((s, d) => s + d.profit, 0)),
  totalGames: days.reduce((s, d) => s + d.gamesCount, 0),
});

export const legacyHouseDaily = (days: DayFigures[]) => ({
  dailyProfits: days.map((d) => ({ date: d.date, totalGames: d.gamesCount, totalProfit: birr(d.profit) })),
});

export const legacyFreeGames = (days: DayFigures[]) =>
  days.map((d) => ({ date: d.date, gamesCount: d.gamesCount, totalBetAmount: birr(d.totalBetAmount) }));

export const legacyTypeStats = (s: GameTypeStats) => ({
  totalGames: s.totalGames,
  totalBettingAmount: birr(s.totalBettingAmount),
  totalPayoutToWinners: birr(s.totalPayoutToWinners),
  totalProfit: birr(s.totalProfit),
  averageProfit: birr(s.averageProfit),
});

export const legacyHouseSummary = (s: GameTypeStats) => ({
  ...legacyTypeStats(s),
  totalBetAmount: birr(s.totalBettingAmount),
  houseWins: s.houseWins,
  losingGames: s.losingGames,
});

/** Null while the amount is not settled (docs/fairness.md#nothing-early). */
const birrOrNull = (v: number | null) => (v === null ? null : birr(v));

export const legacyHouseGame = (g: StatsGame) => ({
  gameId: g.gameId,
  createdAt: g.createdAt,
  bettingAmount: g.bettingAmount === null ? g.stakes.map(birr) : birr(g.bettingAmount),
  numberOfPlayers: g.numberOfPlayers,
  houseCardCount: g.houseCardCount,
  status: g.status,
  profit: birrOrNull(g.profit),
});

export const legacyMultiplierGame = (g: StatsGame) => ({
  gameId: g.gameId,
  createdAt: g.createdAt,
  adminUsername: g.adminUsername,
  bettingAmount: g.stakes.map(birr),
  playingCards: g.playingCards,
  multiplier: g.multiplier,
  winnerCard: g.winnerCard,
  payoutToWinner: birrOrNull(g.payoutToWinner),
  totalBetAmount: birr(g.totalStakes),
  profit: birrOrNull(g.profit),
  status: g.status,
  numberOfPlayers: g.numberOfPlayers,
});

export const legacyGamesReport = (r: GamesReport) => ({
  games: r.games.map(legacyMultiplierGame),
  totalGames: r.totalGames,
  totalProfit: birr(r.totalProfit),
  ...(r.adminUsername === null ? {} : { adminUsername: r.adminUsername }),
});

export const legacyAdminSummary = (a: AdminMultiplierSummary) => ({
  id: a.id,
  adminUsername: a.adminUsername,
  totalProfit: birr(a.totalProfit),
  gamesCount: a.gamesCount,
  months: a.months.map((m) => ({
    month: m.month,
    profit: birr(m.profit),
    gamesCount: m.gamesCount,
    weeks: m.weeks.map((w) => ({
      week: w.week,
      profit: birr(w.profit),
      gamesCount: w.gamesCount,
      days: w.days.map((d) => ({ date: d.date, profit: birr(d.profit), gamesCount: d.gamesCount })),
    })),
  })),
});

export const legacyAllMultiplier = (s: AllMultiplierStats) => ({
  games: s.games.map(legacyMultiplierGame),
  totalGames: s.totalGames,
  totalProfit: birr(s.totalProfit),
  adminsSummary: s.adminsSummary.map(legacyAdminSummary),
});
