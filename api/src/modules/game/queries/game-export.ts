import { sqlEm } from '../../../shared/db/sql';
import type { Orm } from '../../../shared/db/orm';
import type { Tx } from '../../../shared/db/transaction';
import type { Actor } from '../../../shared/auth/actor';
import { executeOnPool } from '../../../shared/db/parameterized';
import { AccountSchema, findHostInScope, hostFilterFor } from '../../account';
import { gameExportPages, type GameExportLine, type GameExportScope } from './game-export-pages';

export interface GameExportOptions {
  hostId?: string | null;
  /** Games created in [from, to), or every game in scope. */
  range?: { from: Date; to: Date } | null;
}

/** An export's games: the checked scope (for the export thread's own reads) and the same rows read here. */
export interface GameExport {
  scope: GameExportScope;
  batches: AsyncIterable<GameExportLine[]>;
}

/** The list's scope as host ids (null: every host), NOT_FOUND for a named host outside it. */
async function hostIdsOf(em: Tx, actor: Actor, hostId: string | null | undefined): Promise<string[] | null> {
  if (hostId) return [(await findHostInScope(em, actor, hostId)).id];
  if (actor.role === 'SUPER_ADMIN') return null;
  const hosts = await em.find(AccountSchema, await hostFilterFor(em, actor), { fields: ['id'] });
  return hosts.map((h) => h.id);
}

/**
 * The games list's rows (listGames: same scope, order and outcome rule) for an export, in keyset
 * batches (game-export-pages.ts). The scope is checked before the promise resolves, while a
 * refusal can still be an answer; the batches are read only when iterated.
 */
export async function gameExport(orm: Orm, actor: Actor, options: GameExportOptions): Promise<GameExport> {
  const scope = { hostIds: await hostIdsOf(sqlEm(orm), actor, options.hostId), range: options.range ?? null };
  return { scope, batches: gameExportPages((text, params) => executeOnPool(orm, text, params), scope) };
}
