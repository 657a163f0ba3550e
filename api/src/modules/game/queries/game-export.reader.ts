import type { ExportReadFn } from '../../../shared/export/export-job';
import { exportValues } from '../../../shared/export/export-columns';
import { GAME_EXPORT_COLUMNS } from '../game-export.columns';
import { gameExportPages, type GameExportScope } from './game-export-pages';

/**
 * The games export as the export thread reads it, on its own connection: the same keyset pages
 * and columns as the request thread's (game-export.ts), so both give the same file. Loaded by
 * the export thread by its URL (GAME_EXPORT_READER); it imports no ORM.
 */
export const readExport: ExportReadFn<GameExportScope> = async function* (read, scope) {
  const values = exportValues(GAME_EXPORT_COLUMNS);
  for await (const lines of gameExportPages(read, scope)) yield lines.map(values);
};

export const GAME_EXPORT_READER = import.meta.url;
