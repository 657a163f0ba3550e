import type { Role } from '../../shared/auth/actor';
import type { Tx } from '../../shared/db/transaction';

/**
 * The two-factor module's SQL (two-factor.service.ts). The spending updates are conditional, so
 * a code works once even when two requests race with it.
 */

/** Spends an authenticator time step newer than the last one used; false when it was not newer. */
export async function spendTimeStep(em: Tx, twoFactorId: string, step: number): Promise<boolean> {
  const spent = await em.execute<{ id: string }[]>(
    'update two_factor set last_time_step = ? where id = ? and (last_time_step is null or last_time_step < ?) returning id',
    [step, twoFactorId, step],
  );
  return spent.length === 1;
}

/** Spends an unused recovery code of the account; false when there is none with this hash. */
export async function spendRecoveryCode(em: Tx, accountId: string, codeHash: string, at: Date): Promise<boolean> {
  const spent = await em.execute<{ id: string }[]>(
    'update two_factor_recovery_code set used_at = ? where account_id = ? and code_hash = ? and used_at is null returning id',
    [at, accountId, codeHash],
  );
  return spent.length === 1;
}

/** Turns the pending secret on, unless enrolment finished meanwhile (false). */
export async function enableTwoFactor(tx: Tx, twoFactorId: string, at: Date, step: number): Promise<boolean> {
  const done = await tx.execute<{ id: string }[]>(
    'update two_factor set secret = pending_secret, pending_secret = null, enabled_at = ?, last_time_step = ? where id = ? and enabled_at is null returning id',
    [at, step, twoFactorId],
  );
  return done.length === 1;
}

export async function writePolicy(tx: Tx, requiredForOwners: boolean, at: Date): Promise<void> {
  await tx.execute(
    `insert into two_factor_policy (id, required_for_owners, updated_at) values (1, ?, ?)
           on conflict (id) do update set required_for_owners = excluded.required_for_owners, updated_at = excluded.updated_at`,
    [requiredForOwners, at],
  );
}

interface AccountRow {
  id: string;
  username: string;
  role: Role;
  enabled_at: Date | string | null;
  codes_left: string | number;
}

/** Owners and super admins with their two-factor state and unused recovery codes. */
export function twoFactorAccounts(em: Tx): Promise<AccountRow[]> {
  return em.execute<AccountRow[]>(
    `select a.id, a.username, a.role, t.enabled_at,
              (select count(*) from two_factor_recovery_code r where r.account_id = a.id and r.used_at is null) as codes_left
         from account a left join two_factor t on t.account_id = a.id
        where a.role in ('OWNER', 'SUPER_ADMIN') order by a.role desc, a.username`,
  );
}

/** Removes the account's authenticator and recovery codes; whether it had an authenticator. */
export async function removeTwoFactor(tx: Tx, accountId: string): Promise<boolean> {
  const removed = await tx.execute<{ id: string }[]>('delete from two_factor where account_id = ? returning id', [
    accountId,
  ]);
  await tx.execute('delete from two_factor_recovery_code where account_id = ?', [accountId]);
  return removed.length > 0;
}

/** The account's recovery codes become exactly these (by hash). */
export async function replaceRecoveryCodeHashes(tx: Tx, accountId: string, hashes: readonly string[]): Promise<void> {
  await tx.execute('delete from two_factor_recovery_code where account_id = ?', [accountId]);
  for (const hash of hashes) {
    await tx.execute('insert into two_factor_recovery_code (account_id, code_hash, created_at) values (?, ?, ?)', [
      accountId,
      hash,
      new Date(),
    ]);
  }
}
