import crypto from 'node:crypto';
import type { Tx } from '../../shared/db/transaction';

/** The power-games module's SQL: appearances, clicks and one-time codes (power-games.service.ts). */

/** Appearances and clicks per campaign. */
export function countsPerCampaign(em: Tx): Promise<{ campaign_id: string; appearances: string; clicks: string }[]> {
  return em.execute<{ campaign_id: string; appearances: string; clicks: string }[]>(
    'select campaign_id, count(*) as appearances, coalesce(sum(click_count), 0) as clicks from power_appearance group by campaign_id',
  );
}

export async function countsOfCampaign(
  tx: Tx,
  campaignId: string,
): Promise<{ appearances: string; clicks: string } | undefined> {
  const [counts] = await tx.execute<{ appearances: string; clicks: string }[]>(
    'select count(*) as appearances, coalesce(sum(click_count), 0) as clicks from power_appearance where campaign_id = ?',
    [campaignId],
  );
  return counts;
}

/** The newest active campaign at `now` shown to this host. */
export async function liveCampaignFor(
  em: Tx,
  hostId: string,
  now: Date,
): Promise<{ id: string; title: string; text: string } | undefined> {
  const [campaign] = await em.execute<{ id: string; title: string; text: string }[]>(
    `select id, title, text from power_campaign
        where is_active and starts_at <= ? and ends_at >= ? and (target_all or target_host_ids @> ?::jsonb)
        order by starts_at desc, id limit 1`,
    [now, now, JSON.stringify([hostId])],
  );
  return campaign;
}

/** The host's one appearance of a campaign on an Addis day, created at its first showing. */
export async function appearanceOfDay(
  em: Tx,
  campaignId: string,
  hostId: string,
  dayKey: string,
  now: Date,
): Promise<{ id: string; clicked_at: string | Date | null }> {
  await em.execute(
    `insert into power_appearance (id, campaign_id, host_id, day_key, shown_at, click_count) values (?, ?, ?, ?, ?, 0)
       on conflict (campaign_id, host_id, day_key) do nothing`,
    [crypto.randomUUID(), campaignId, hostId, dayKey, now],
  );
  const [appearance] = await em.execute<{ id: string; clicked_at: string | Date | null }[]>(
    'select id, clicked_at from power_appearance where campaign_id = ? and host_id = ? and day_key = ?',
    [campaignId, hostId, dayKey],
  );
  return appearance!;
}

/** Counts a click on the host's appearance of a campaign still running; its link, or undefined. */
export async function recordClick(
  tx: Tx,
  appearanceId: string,
  hostId: string,
  now: Date,
): Promise<{ id: string; link: string } | undefined> {
  const [row] = await tx.execute<{ id: string; link: string }[]>(
    `update power_appearance a set clicked_at = coalesce(a.clicked_at, ?), click_count = a.click_count + 1
           from power_campaign c
          where a.id = ? and a.host_id = ? and c.id = a.campaign_id and c.is_active and c.ends_at >= ?
          returning a.id, c.link`,
    [now, appearanceId, hostId, now],
  );
  return row;
}

export async function insertCode(
  tx: Tx,
  code: {
    codeHash: string;
    hostId: string;
    appearanceId: string;
    selectedNumbers: number[];
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await tx.execute(
    'insert into power_code (code_hash, host_id, appearance_id, selected_numbers, expires_at, created_at) values (?, ?, ?, ?, ?, ?)',
    [code.codeHash, code.hostId, code.appearanceId, JSON.stringify(code.selectedNumbers), code.expiresAt, code.now],
  );
}

/** Spends an unused, unexpired code in one statement; what it was issued for, or undefined. */
export async function spendCode(
  em: Tx,
  codeHash: string,
  now: Date,
): Promise<
  { host_id: string; username: string; campaign_id: string; selected_numbers: number[] | string } | undefined
> {
  const [row] = await em.execute<
    { host_id: string; username: string; campaign_id: string; selected_numbers: number[] | string }[]
  >(
    `update power_code p set used_at = ?
         from account a, power_appearance ap
        where p.code_hash = ? and p.used_at is null and p.expires_at > ? and a.id = p.host_id and ap.id = p.appearance_id
        returning p.host_id, a.username, ap.campaign_id, p.selected_numbers`,
    [now, codeHash, now],
  );
  return row;
}
