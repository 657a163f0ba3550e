import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import type { Account } from '../account';

/** The api-token module's SQL: the token list and the token check. */

interface TokenListRow {
  id: string;
  name: string;
  created_at: string | Date;
  expires_at: string | Date | null;
  revoked_at: string | Date | null;
  token_version: number;
  account_version: number;
  blocked: boolean;
  account_id: string;
  username: string;
}

/** Every account's tokens (`accountId` null) or one account's, newest first. */
export function listTokens(orm: Orm, accountId: string | null): Promise<TokenListRow[]> {
  const where = accountId === null ? '' : 'where t.account_id = ?';
  const params = accountId === null ? [] : [accountId];
  return sqlEm(orm).execute<TokenListRow[]>(
    `select t.id, t.name, t.created_at, t.expires_at, t.revoked_at, t.token_version, a.token_version as account_version,
              a.blocked, a.id as account_id, a.username
         from api_token t join account a on a.id = t.account_id ${where}
        order by t.created_at desc limit 1000`,
    params,
  );
}

interface TokenActorRow {
  id: string;
  username: string;
  role: Account['role'];
  card_set_id: number | null;
  owner_group_id: number | null;
}

/** The account of a valid token: unrevoked, unexpired, account not blocked, current token version. */
export async function findTokenActor(orm: Orm, tokenHash: string, now: Date): Promise<TokenActorRow | undefined> {
  const em = orm.em.getConnection();
  const rows = (await em.execute(
    `select a.id, a.username, a.role, a.card_set_id, a.owner_group_id, t.id as token_id
         from api_token t join account a on a.id = t.account_id
        where t.token_hash = ? and t.revoked_at is null and (t.expires_at is null or t.expires_at > ?) and not a.blocked
          and t.token_version = a.token_version`,
    [tokenHash, now],
  )) as (TokenActorRow & { token_id: string })[];
  return rows[0];
}
