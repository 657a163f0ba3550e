import QRCode from 'qrcode';
import { actorChanged } from '../../shared/auth/actor-changes';
import { isTotpCode } from '@bingo/core';
import type { Orm } from '../../shared/db/orm';
import type { Actor, Role } from '../../shared/auth/actor';
import { requireStepUp } from '../../shared/auth/step-up';
import { AppError, refuse } from '../../shared/errors/app-error';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { sqlEm } from '../../shared/db/sql';
import { appendAudit } from '../audit';
import { AccountSchema } from '../account';
import { RecoveryCodeSchema, TwoFactorPolicySchema, TwoFactorSchema } from './two-factor.entities';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';
import {
  enableTwoFactor,
  removeTwoFactor,
  replaceRecoveryCodeHashes,
  spendRecoveryCode,
  spendTimeStep,
  twoFactorAccounts,
  writePolicy,
} from './two-factor.sql';

/** The roles that may (and, for owners when the platform says so, must) use two-factor sign-in. */
export const TWO_FACTOR_ROLES: readonly Role[] = ['OWNER', 'SUPER_ADMIN'];

export interface TwoFactorStatus {
  enrolled: boolean;
  /** The platform requires it of this account (owners, when the super admin switched it on). */
  required: boolean;
  requiredForOwners: boolean;
  recoveryCodesLeft: number;
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
}

export interface TwoFactorAccount {
  id: string;
  username: string;
  role: Role;
  enrolled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

/**
 * TOTP enrolment, second-factor checks at sign-in and step-up, the platform policy and the super
 * admin's lost-device reset (docs/roles-and-accounts.md#two-factor-sign-in).
 */
export class TwoFactorService {
  constructor(
    private readonly orm: Orm,
    private readonly box: SecretBox,
  ) {}

  /** At sign-in: whether a code is needed, and whether the account must enrol before anything else. */
  async signInState(accountId: string, role: Role): Promise<{ enrolled: boolean; mustEnrol: boolean }> {
    const enrolled = await this.isEnrolled(accountId);
    return { enrolled, mustEnrol: !enrolled && role === 'OWNER' && (await this.requiredForOwners()) };
  }

  async isEnrolled(accountId: string): Promise<boolean> {
    const row = await this.orm.em.fork().findOne(TwoFactorSchema, { account: accountId, enabledAt: { $ne: null } });
    return row !== null;
  }

  /**
   * Accepts the current authenticator code (one step of drift either way, never a step already
   * used) or an unused recovery code, and spends it. The conditional updates make a code work
   * once even when two requests race with it.
   */
  async verifyCode(accountId: string, code: string): Promise<boolean> {
    const em = sqlEm(this.orm);
    const compact = code.replace(/\s+/g, '');
    if (isTotpCode(compact)) {
      const row = await em.findOne(TwoFactorSchema, { account: accountId, enabledAt: { $ne: null } });
      const secret = row?.secret ? this.box.open(row.secret) : null;
      if (!row || !secret) return false;
      const step = await matchTotp(secret, compact, row.lastTimeStep ?? null);
      if (step === null) return false;
      return spendTimeStep(em, row.id, step);
    }
    return spendRecoveryCode(em, accountId, recoveryCodeHash(accountId, compact), new Date());
  }

  async status(actor: Actor): Promise<TwoFactorStatus> {
    const requiredForOwners = await this.requiredForOwners();
    const enrolled = await this.isEnrolled(actor.id);
    return {
      enrolled,
      required: actor.role === 'OWNER' && requiredForOwners,
      requiredForOwners,
      recoveryCodesLeft: enrolled ? await this.recoveryCodesLeft(actor.id) : 0,
    };
  }

  /** A new secret to scan; replaces any unconfirmed one. The secret is never shown again after confirmation. */
  async beginEnrolment(actor: Actor): Promise<Enrolment> {
    const em = this.orm.em.fork();
    const existing = await em.findOne(TwoFactorSchema, { account: actor.id });
    if (existing?.enabledAt) throw refuse('TWO_FACTOR_ALREADY_ON');
    const secret = newTotpSecret();
    if (existing) existing.pendingSecret = this.box.seal(secret);
    else em.create(TwoFactorSchema, { account: actor.id, pendingSecret: this.box.seal(secret) });
    await em.flush();
    const uri = otpauthUri(actor.username, secret);
    return { secret, otpauthUri: uri, qrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
  }

  /** The first code proves the app holds the secret: two-factor is on, and ten recovery codes are shown once. */
  async confirmEnrolment(actor: Actor, code: string): Promise<string[]> {
    const row = await this.orm.em.fork().findOne(TwoFactorSchema, { account: actor.id });
    if (row?.enabledAt) throw refuse('TWO_FACTOR_ALREADY_ON');
    const secret = row?.pendingSecret ? this.box.open(row.pendingSecret) : null;
    if (!row || !secret) throw refuse('TWO_FACTOR_NOT_STARTED');
    const step = await matchTotp(secret, code.replace(/\s+/g, ''), null);
    if (step === null) throw refuse('TWO_FACTOR_CODE_INVALID');
    const codes = newRecoveryCodes();
    await auditedTransaction(this.orm, async (tx) => {
      if (!(await enableTwoFactor(tx, row.id, new Date(), step))) throw refuse('TWO_FACTOR_ALREADY_ON');
      await this.replaceRecoveryCodes(tx, actor.id, codes);
      await endSessions(tx, actor.id); // the caller gets a new session token (the resolver)
      actorChanged(tx, actor.id); // enrolled: no longer held to enrolment
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'account.two_factor.enable',
        subjectType: 'account',
        subjectId: actor.id,
        data: {},
      });
    });
    return codes;
  }

  async requiredForOwners(): Promise<boolean> {
    const policy = await this.orm.em.fork().findOne(TwoFactorPolicySchema, { id: 1 });
    return policy?.requiredForOwners ?? false;
  }

  /** The super admin's switch; audited, after step-up. */
  async setRequiredForOwners(actor: Actor, required: boolean): Promise<boolean> {
    requireStepUp(actor);
    await auditedTransaction(this.orm, async (tx) => {
      await writePolicy(tx, required, new Date());
      actorChanged(tx, null); // every owner's enrolment requirement
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'two_factor.policy',
        subjectType: 'two_factor_policy',
        subjectId: '1',
        data: { requiredForOwners: required },
      });
    });
    return required;
  }

  /** Owners and super admins with their two-factor state, for the super admin's reset screen. */
  async accounts(): Promise<TwoFactorAccount[]> {
    const rows = await twoFactorAccounts(sqlEm(this.orm));
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      role: r.role,
      enrolled: r.enabled_at !== null,
      enabledAt: r.enabled_at === null ? null : new Date(r.enabled_at),
      recoveryCodesLeft: r.enabled_at === null ? 0 : Number(r.codes_left),
    }));
  }

  /**
   * Lost device: the super admin removes an owner's (or super admin's) authenticator and recovery
   * codes, after step-up, audited. The account signs in with its password and enrols again.
   */
  async reset(actor: Actor, accountId: string): Promise<TwoFactorAccount> {
    requireStepUp(actor);
    await auditedTransaction(this.orm, async (tx) => {
      const target = await tx.findOne(AccountSchema, { id: accountId, role: { $in: [...TWO_FACTOR_ROLES] } });
      if (!target) throw new AppError('NOT_FOUND', 'Account not found');
      const hadTwoFactor = await removeTwoFactor(tx, accountId);
      await endSessions(tx, accountId);
      actorChanged(tx, accountId);
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'account.two_factor.reset',
        subjectType: 'account',
        subjectId: accountId,
        data: { username: target.username, hadTwoFactor },
      });
    });
    const account = (await this.accounts()).find((a) => a.id === accountId);
    if (!account) throw new AppError('NOT_FOUND', 'Account not found');
    return account;
  }

  private async recoveryCodesLeft(accountId: string): Promise<number> {
    return this.orm.em.fork().count(RecoveryCodeSchema, { account: accountId, usedAt: null });
  }

  private async replaceRecoveryCodes(tx: Tx, accountId: string, codes: readonly string[]): Promise<void> {
    await replaceRecoveryCodeHashes(
      tx,
      accountId,
      codes.map((code) => recoveryCodeHash(accountId, code)),
    );
  }
}

/**
 * A change of how the account signs in ends its sessions and API tokens, as a password change
 * does: tokens issued before carry the old token version (docs/roles-and-accounts.md#two-factor-sign-in).
 */
async function endSessions(tx: Tx, accountId: string): Promise<void> {
  const account = await tx.findOneOrFail(AccountSchema, { id: accountId });
  account.tokenVersion += 1;
  await tx.flush();
}
