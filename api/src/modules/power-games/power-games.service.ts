import crypto from 'node:crypto';
import { parseHttpLink } from '../../shared/validation/http-link';
import { addisDayKey } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { AppError, refuse } from '../../shared/errors/app-error';
import { AccountSchema } from '../account';
import { isUuid } from '../../shared/validation/ids';
import { appendAudit } from '../audit';
import type { Actor } from '../../shared/auth/actor';
import { requireStepUp } from '../auth';
import { sqlEm } from '../../shared/db/sql';
import { parseDateTime } from '../bonus';
import { PowerCampaignSchema, type PowerCampaign } from './power-games.entities';
import type { PowerCampaignInput, PowerClickInput } from './power-games.inputs';
import {
  appearanceOfDay,
  countsOfCampaign,
  countsPerCampaign,
  insertCode,
  liveCampaignFor,
  recordClick,
  spendCode,
} from './power-games.sql';
import type { PowerCampaignView, PowerClickResult, PowerRedeemResult, PowerStatus } from './power-games.types';

/** A code opens the external site once, within this time. */
export const POWER_CODE_TTL_MS = 2 * 60_000;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Power Games (docs/screens.md#everywhere; docs/legacy-rest.md#power-games-and-announcements). Super admins define
 * campaigns; a host's status check gets one appearance per campaign and Addis day; a click is
 * recorded and answers the link to open, which carries a one-time code, never the session token.
 */
export class PowerGamesService {
  constructor(private readonly orm: Orm) {}

  async list(actor: Actor): Promise<PowerCampaignView[]> {
    assertSuperAdmin(actor);
    const em = sqlEm(this.orm);
    const campaigns = await em.find(PowerCampaignSchema, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
    const counts = await countsPerCampaign(em);
    const byId = new Map(counts.map((c) => [c.campaign_id, c]));
    return campaigns.map((c) =>
      toView(c, Number(byId.get(c.id)?.appearances ?? 0), Number(byId.get(c.id)?.clicks ?? 0)),
    );
  }

  async create(actor: Actor, input: PowerCampaignInput): Promise<PowerCampaignView> {
    assertSuperAdmin(actor);
    requireStepUp(actor);
    return auditedTransaction(this.orm, async (tx) => {
      const fields = await normalize(tx, input, true);
      const campaign = tx.create(PowerCampaignSchema, {
        ...fields,
        createdBy: tx.getReference(AccountSchema, actor.id),
      });
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'power.create',
        subjectType: 'power_campaign',
        subjectId: campaign.id,
        data: auditData(campaign),
      });
      return toView(campaign, 0, 0);
    });
  }

  async update(actor: Actor, id: string, input: PowerCampaignInput): Promise<PowerCampaignView> {
    assertSuperAdmin(actor);
    requireStepUp(actor);
    return auditedTransaction(this.orm, async (tx) => {
      const campaign = isUuid(id) ? await tx.findOne(PowerCampaignSchema, { id }) : null;
      if (!campaign) throw new AppError('NOT_FOUND', 'Campaign not found');
      const merged: PowerCampaignInput = {
        title: campaign.title,
        text: campaign.text,
        link: campaign.link,
        targetAll: campaign.targetAll,
        targetHostIds: campaign.targetHostIds,
        startsAt: campaign.startsAt.toISOString(),
        endsAt: campaign.endsAt.toISOString(),
        isActive: campaign.isActive,
      };
      for (const [key, value] of Object.entries(input))
        if (value !== undefined && value !== null) (merged as Record<string, unknown>)[key] = value;
      tx.assign(campaign, await normalize(tx, merged, input.endsAt !== undefined));
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'power.update',
        subjectType: 'power_campaign',
        subjectId: campaign.id,
        data: auditData(campaign),
      });
      const counts = await countsOfCampaign(tx, campaign.id);
      return toView(campaign, Number(counts?.appearances ?? 0), Number(counts?.clicks ?? 0));
    });
  }

  /** The overlay check, polled every 60 s by the host's screen. */
  async status(actor: Actor, adminId: string | undefined, now = new Date()): Promise<PowerStatus> {
    const hostId = ownHost(actor, adminId);
    const em = sqlEm(this.orm);
    const campaign = await liveCampaignFor(em, hostId, now);
    if (!campaign)
      return { success: true, showButton: false, adminId: hostId, appearanceId: null, title: null, text: null };
    const dayKey = addisDayKey(now);
    const appearance = await appearanceOfDay(em, campaign.id, hostId, dayKey, now);
    return {
      success: true,
      showButton: appearance.clicked_at === null,
      adminId: hostId,
      appearanceId: appearance.id,
      title: campaign.title,
      text: campaign.text,
    };
  }

  /** Records the click and answers the link with a fresh one-time code and the selected cards. */
  async click(actor: Actor, input: PowerClickInput, now = new Date()): Promise<PowerClickResult> {
    const hostId = ownHost(actor, input.adminId);
    return sqlEm(this.orm).transactional(async (tx) => {
      const row = await recordClick(tx, input.appearanceId, hostId, now);
      if (!row) throw new AppError('NOT_FOUND', 'This Power Games offer is not available');
      const code = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + POWER_CODE_TTL_MS);
      const selectedNumbers = [...new Set(input.selectedNumbers ?? [])];
      await insertCode(tx, {
        codeHash: sha256(code),
        hostId,
        appearanceId: row.id,
        selectedNumbers,
        expiresAt,
        now,
      });
      const url = new URL(row.link);
      url.searchParams.set('code', code);
      url.searchParams.set('selectedNumbers', JSON.stringify(selectedNumbers));
      return { success: true, url: url.toString(), expiresAt };
    });
  }

  /** For the external site: a code works once, within 2 minutes. No session needed: the code is the credential. */
  async redeem(code: string, now = new Date()): Promise<PowerRedeemResult> {
    const row = await spendCode(sqlEm(this.orm), sha256(code), now);
    if (!row) throw refuse('POWER_CODE_INVALID');
    const selected =
      typeof row.selected_numbers === 'string' ? (JSON.parse(row.selected_numbers) as number[]) : row.selected_numbers;
    return { adminId: row.host_id, username: row.username, campaignId: row.campaign_id, selectedNumbers: selected };
  }
}

function assertSuperAdmin(actor: Actor): void {
  if (actor.role !== 'SUPER_ADMIN') throw new AppError('FORBIDDEN', 'You are not allowed to do this');
}

/** The status and click calls are the signed-in host's; an adminId naming anyone else is not found. */
function ownHost(actor: Actor, adminId: string | undefined): string {
  if (actor.role !== 'HOST') throw new AppError('FORBIDDEN', 'Power Games are for hosts');
  if (adminId !== undefined && adminId !== null && adminId !== actor.id)
    throw new AppError('NOT_FOUND', 'Admin not found');
  return actor.id;
}

async function normalize(tx: Tx, input: PowerCampaignInput, checkEndInFuture: boolean) {
  for (const field of ['title', 'link', 'startsAt', 'endsAt'] as const) {
    if (!input[field]) throw refuse('FIELD_REQUIRED', { field });
  }
  const link = parseHttpLink(input.link);
  const startsAt = parseDateTime(input.startsAt, 'startsAt');
  const endsAt = parseDateTime(input.endsAt, 'endsAt');
  if (endsAt.getTime() <= startsAt.getTime()) throw refuse('END_NOT_AFTER_START', { end: 'endsAt', start: 'startsAt' });
  if (checkEndInFuture && endsAt.getTime() <= Date.now()) throw refuse('FIELD_IN_FUTURE', { field: 'endsAt' });
  const targetAll = input.targetAll ?? false;
  const targetHostIds = targetAll ? [] : [...new Set(input.targetHostIds ?? [])];
  if (!targetAll && targetHostIds.length === 0) throw refuse('TARGET_HOSTS_REQUIRED');
  if (targetHostIds.length > 0) {
    const found = await tx.count(AccountSchema, { id: { $in: targetHostIds }, role: 'HOST' });
    if (found !== targetHostIds.length) throw refuse('TARGET_NOT_HOSTS');
  }
  return {
    title: input.title!.trim(),
    text: (input.text ?? '').trim(),
    link,
    targetAll,
    targetHostIds,
    startsAt,
    endsAt,
    isActive: input.isActive ?? true,
  };
}

function toView(c: PowerCampaign, appearances: number, clicks: number): PowerCampaignView {
  return {
    id: c.id,
    title: c.title,
    text: c.text,
    link: c.link,
    targetAll: c.targetAll,
    targetHostIds: c.targetHostIds,
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    isActive: c.isActive,
    appearances,
    clicks,
  };
}

function auditData(c: PowerCampaign): Record<string, unknown> {
  return {
    title: c.title,
    link: c.link,
    targetAll: c.targetAll,
    targetHostIds: c.targetHostIds,
    window: [c.startsAt.toISOString(), c.endsAt.toISOString()],
    isActive: c.isActive,
  };
}
