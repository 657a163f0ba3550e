import type { ExportColumn } from '../../shared/export/export-columns';
import type { ShiftView } from './shift.views';

/** A shift's line in an export (GET /api/shifts as a file): its times, the till's figures, the difference. */
export const SHIFT_EXPORT_COLUMNS: readonly ExportColumn<ShiftView>[] = [
  { key: 'shift', kind: 'text', value: (s) => s.id },
  { key: 'openedAt', isoKey: 'openedAtIso', kind: 'instant', value: (s) => s.openedAt },
  { key: 'closedAt', isoKey: 'closedAtIso', kind: 'instant', value: (s) => s.closedAt },
  { key: 'host', kind: 'text', value: (s) => s.username },
  { key: 'games', kind: 'int', value: (s) => s.games },
  { key: 'float', kind: 'birr', value: (s) => s.floatSantim },
  { key: 'cashIn', kind: 'birr', value: (s) => s.cashInSantim },
  { key: 'cashOut', kind: 'birr', value: (s) => s.cashOutSantim },
  { key: 'freeFromPlatform', kind: 'birr', value: (s) => s.freeSantim },
  { key: 'bonusFromPlatform', kind: 'birr', value: (s) => s.bonusSantim },
  { key: 'expected', kind: 'birr', value: (s) => s.expectedSantim },
  { key: 'counted', kind: 'birr', value: (s) => s.countedSantim },
  { key: 'difference', kind: 'birr', value: (s) => s.differenceSantim },
  { key: 'flaggedPayouts', kind: 'int', value: (s) => s.flaggedPayouts.length },
  {
    key: 'flaggedAwaiting',
    kind: 'int',
    value: (s) => s.flaggedPayouts.filter((f) => f.acknowledgedAt === null).length,
  },
  { key: 'note', kind: 'text', value: (s) => s.note },
];
