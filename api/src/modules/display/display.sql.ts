import type { Tx } from '../../shared/db/transaction';

/** The display module's SQL: spending a pairing code, checking a display's token, the host behind a display. */

/** Spends an unused, unexpired pairing code in one statement (two displays racing for it cannot both win); its host. */
export async function spendPairingCode(tx: Tx, codeHash: string, now: Date): Promise<{ host_id: string } | undefined> {
  const [spent] = await tx.execute<{ host_id: string }[]>(
    `update display_pairing set used_at = ? where code_hash = ? and used_at is null and expires_at > ? returning host_id`,
    [now, codeHash, now],
  );
  return spent;
}

/** The unrevoked, unexpired display of a token hash whose host is not blocked. */
export async function findLiveDisplay(
  em: Tx,
  tokenHash: string,
  now: Date,
): Promise<{ id: string; host_id: string; last_seen_at: Date | string } | undefined> {
  const [row] = await em.execute<{ id: string; host_id: string; last_seen_at: Date | string }[]>(
    `select d.id, d.host_id, d.last_seen_at from display_device d join account a on a.id = d.host_id
      where d.token_hash = ? and d.revoked_at is null and d.expires_at > ? and not a.blocked`,
    [tokenHash, now],
  );
  return row;
}

export async function findHost(
  em: Tx,
  hostId: string,
): Promise<{ id: string; username: string; card_set_id: number | null; owner_group_id: number | null } | undefined> {
  const [row] = await em.execute<
    { id: string; username: string; card_set_id: number | null; owner_group_id: number | null }[]
  >(`select id, username, card_set_id, owner_group_id from account where id = ? and role = 'HOST'`, [hostId]);
  return row;
}
