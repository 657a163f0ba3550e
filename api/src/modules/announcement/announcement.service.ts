import type { Orm } from '../../shared/db/orm';
import { auditedTransaction } from '../../shared/db/transaction';
import { AppError, refuse } from '../../shared/errors/app-error';
import { parseHttpLink } from '../../shared/validation/http-link';
import { isUuid } from '../../shared/validation/ids';
import { appendAudit } from '../audit';
import type { Actor } from '../../shared/auth/actor';
import { parseDateTime } from '../bonus';
import { AnnouncementSchema, type Announcement } from './announcement.entity';
import type { AnnouncementInput } from './announcement.inputs';
import type { AnnouncementView } from './announcement.types';

/** Announcements: the super admin writes them (checked by the transports), every signed-in account reads the active ones. */
export class AnnouncementService {
  constructor(private readonly orm: Orm) {}

  /** Active now, newest first. */
  async active(now = new Date()): Promise<AnnouncementView[]> {
    const rows = await this.orm.em
      .fork()
      .find(
        AnnouncementSchema,
        { isActive: true, startsAt: { $lte: now }, endsAt: { $gt: now } },
        { orderBy: { startsAt: 'desc' }, limit: 5 },
      );
    return rows.map(toView);
  }

  async list(): Promise<AnnouncementView[]> {
    return (await this.orm.em.fork().find(AnnouncementSchema, {}, { orderBy: { startsAt: 'desc' }, limit: 200 })).map(
      toView,
    );
  }

  async create(actor: Actor, input: AnnouncementInput): Promise<AnnouncementView> {
    const fields = normalize(input);
    return auditedTransaction(this.orm, async (tx) => {
      const row = tx.create(AnnouncementSchema, { ...fields, createdBy: actor.id });
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'announcement.create',
        subjectType: 'announcement',
        subjectId: row.id,
        data: { ...fields },
      });
      return toView(row);
    });
  }

  async update(actor: Actor, id: string, input: AnnouncementInput): Promise<AnnouncementView> {
    const fields = normalize(input);
    return auditedTransaction(this.orm, async (tx) => {
      const row = isUuid(id) ? await tx.findOne(AnnouncementSchema, { id }) : null;
      if (!row) throw new AppError('NOT_FOUND', 'Announcement not found');
      Object.assign(row, fields);
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'announcement.update',
        subjectType: 'announcement',
        subjectId: row.id,
        data: { ...fields },
      });
      return toView(row);
    });
  }
}

function normalize(input: AnnouncementInput) {
  const startsAt = parseDateTime(input.startsAt, 'startsAt');
  const endsAt = parseDateTime(input.endsAt, 'endsAt');
  if (endsAt <= startsAt) throw refuse('END_NOT_AFTER_START', { end: 'endsAt', start: 'startsAt' });
  return {
    title: input.title.trim(),
    body: input.body.trim(),
    link: input.link ? parseHttpLink(input.link) : null,
    linkLabel: input.linkLabel?.trim() || null,
    startsAt,
    endsAt,
    isActive: input.isActive ?? true,
  };
}

function toView(a: Announcement): AnnouncementView {
  return {
    id: a.id,
    title: a.title,
    body: a.body,
    link: a.link ?? null,
    linkLabel: a.linkLabel ?? null,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    isActive: a.isActive,
  };
}
