import type { EntityManager } from '@mikro-orm/sql';
import type { Orm } from '../../shared/db/orm';
import { InspectAttemptSchema } from './security.entities';
import type { InspectAttemptInput } from './security.inputs';
import type { InspectAttemptView } from './security.types';

/** Attempts to open developer tools on operator screens, reported by the client. */
export class InspectService {
  constructor(private readonly orm: Orm) {}

  async record(input: InspectAttemptInput, address: string, userAgent: string): Promise<void> {
    const em = this.orm.em.fork() as unknown as EntityManager;
    await em.insert(InspectAttemptSchema, {
      adminUsername: input.adminUsername,
      detectionMethod: input.detectionMethod,
      address,
      userAgent: userAgent.slice(0, 512),
      createdAt: new Date(),
    });
  }

  /** Super admin only (checked by the transports' role guards). Newest first. */
  async list(limit = 500): Promise<InspectAttemptView[]> {
    const rows = await this.orm.em.fork().find(InspectAttemptSchema, {}, { orderBy: { createdAt: 'desc' }, limit });
    return rows.map((r) => ({
      adminUsername: r.adminUsername,
      detectionMethod: r.detectionMethod,
      address: r.address,
      userAgent: r.userAgent,
      time: r.createdAt,
    }));
  }
}
