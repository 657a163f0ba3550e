import type { ExportColumn } from '../../shared/export/export-columns';
import type { GameExportLine } from './queries/game-export-pages';

/** The games list's columns (web GamesTable), outcome amounts empty until settled. */
export const GAME_EXPORT_COLUMNS: readonly ExportColumn<GameExportLine>[] = [
  { key: 'dateTime', isoKey: 'dateTimeIso', kind: 'instant', value: (g) => g.createdAt },
  { key: 'host', kind: 'text', value: (g) => g.hostUsername },
  { key: 'gameType', kind: 'code', value: (g) => g.gameType },
  { key: 'status', kind: 'code', value: (g) => (g.endReason === 'ABANDONED' ? 'ABANDONED' : g.status) },
  { key: 'betAmount', kind: 'birr', value: (g) => g.bettingAmount },
  { key: 'players', kind: 'int', value: (g) => g.players },
  { key: 'totalStakes', kind: 'birr', value: (g) => g.totalStakes },
  { key: 'winningAmount', kind: 'birr', value: (g) => g.payoutToWinner },
  { key: 'profit', kind: 'birr', value: (g) => g.profit },
  { key: 'platformFee', kind: 'birr', value: (g) => g.platformFee },
  { key: 'gameId', kind: 'text', value: (g) => g.gameId },
];
