import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import type { Actor } from '../../shared/auth/actor';
import { refuse } from '../../shared/errors/app-error';
import { InspectAttemptSchema } from './security.entities';
import type { InspectAttemptInput } from './security.inputs';
import type { InspectAttemptView } from './security.types';
import { deleteReportsBefore, listReports, lockReports, recentReportCounts } from './inspect.sql';

/** Per signed-in account: at most this many reports a window (docs/roles-and-accounts.md#inspect-attempts). */
export const INSPECT_LIMIT_PER_ACCOUNT = 20;
/** Per client address (a hall's screens share one): at most this many reports a window. */
export const INSPECT_LIMIT_PER_ADDRESS = 60;
export const INSPECT_WINDOW_MS = 10 * 60_000;
/** Reports older than this are deleted: the table never grows without bound. */
export const INSPECT_RETENTION_DAYS = 90;

/** Arbitrary constant naming the lock that makes count-then-insert atomic ("inspct" in ASCII). */
const INSPECT_LOCK = 0x696e73706374;

/** Attempts to open developer tools on operator screens, reported by the signed-in client. */
export class InspectService {
  constructor(
    private readonly orm: Orm,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Records a report for the caller's own account (never a name from the body), within the per
   * account and per address limits; past them 429 RATE_LIMITED and nothing is written. The
   * count and the insert run under one lock, so parallel reports cannot overshoot a limit.
   */
  async record(actor: Actor, input: InspectAttemptInput, address: string, userAgent: string): Promise<void> {
    const at = this.now();
    const since = new Date(at.getTime() - INSPECT_WINDOW_MS);
    await sqlEm(this.orm).transactional(async (tx) => {
      await lockReports(tx, INSPECT_LOCK);
      const counts = await recentReportCounts(tx, actor.username, address, since);
      if (
        Number(counts?.by_account ?? 0) >= INSPECT_LIMIT_PER_ACCOUNT ||
        Number(counts?.by_address ?? 0) >= INSPECT_LIMIT_PER_ADDRESS
      )
        throw refuse('INSPECT_RATE');
      await tx.insert(InspectAttemptSchema, {
        adminUsername: actor.username,
        detectionMethod: input.detectionMethod,
        address,
        userAgent: userAgent.slice(0, 512),
        createdAt: at,
      });
      await deleteReportsBefore(tx, new Date(at.getTime() - INSPECT_RETENTION_DAYS * 86_400_000));
    });
  }

  /**
   * Super admin only (checked by the transports' role guards). Newest first. With a card set
   * (the legacy bases, docs/legacy-rest.md#bases): only reports by that card set's hosts; reports
   * by accounts without a card set (owners, the super admin) count as card set 1, the first backend.
   */
  async list(options: { cardSetId?: number } = {}, limit = 500): Promise<InspectAttemptView[]> {
    const rows = await listReports(sqlEm(this.orm), options.cardSetId ?? null, limit);
    return rows.map((r) => ({
      id: String(r.id),
      adminUsername: r.admin_username,
      detectionMethod: r.detection_method,
      address: r.address,
      userAgent: r.user_agent,
      time: new Date(r.created_at),
    }));
  }
}
