import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  addisDayKey,
  addisDayRange,
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NOT_FOUND,
  normalizePairingCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MS,
  PAIRING_FAILURE_WINDOW_MS,
  PAIRING_MAX_FAILURES,
} from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { DisplayPrincipal } from '../../shared/auth/display-principal';
import { sqlEm } from '../../shared/db/sql';
import type { Orm } from '../../shared/db/orm';
import { AppError, refuse } from '../../shared/errors/app-error';
import { isUuid } from '../../shared/validation/ids';
import { DisplayDeviceSchema, DisplayPairAttemptSchema, DisplayPairingSchema } from './display.entity';
import { findLiveDisplay, spendPairingCode } from './display.sql';

/** Display tokens are told apart from sessions and API tokens by their prefix (never by a lookup). */
export const DISPLAY_TOKEN_PREFIX = 'dsp_';
/** last_seen_at is written at most this often per display (the feed re-checks much more often). */
const SEEN_EVERY_MS = 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface PairingCodeView {
  code: string;
  expiresAt: Date;
}

export interface PairedDisplayView {
  displayId: string;
  name: string;
  userAgent: string;
  pairedAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export interface DisplayPairedView {
  token: string;
  expiresAt: Date;
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return code;
}

/** A new pairing code for the host's room display; the code is answered once and kept only hashed. */
export async function createPairingCode(orm: Orm, actor: Actor, now = new Date()): Promise<PairingCodeView> {
  const em = sqlEm(orm);
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS);
  // 23^6 ≈ 148 million codes: a clash with a live code is rare; the unique key turns one into a retry.
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    try {
      await em.insert(DisplayPairingSchema, {
        host: actor.id,
        codeHash: sha256(code),
        expiresAt,
        usedAt: null,
        createdAt: now,
      });
      return { code, expiresAt };
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * A display submits a code: a valid, unexpired, unused code is spent and answers a display token
 * for the code's host, good until the end of the Addis Ababa day. Wrong codes are counted per
 * address; past PAIRING_MAX_FAILURES in the window every attempt is refused RATE_LIMITED.
 */
export async function pairDisplay(
  orm: Orm,
  input: { code: unknown; name: unknown },
  client: { address: string; userAgent: string },
  now = new Date(),
): Promise<DisplayPairedView> {
  const em = sqlEm(orm);
  const since = new Date(now.getTime() - PAIRING_FAILURE_WINDOW_MS);
  const failures = await em.count(DisplayPairAttemptSchema, { address: client.address, createdAt: { $gt: since } });
  if (failures >= PAIRING_MAX_FAILURES) throw refuse('PAIRING_RATE');
  const code = normalizePairingCode(input.code);
  const name = typeof input.name === 'string' ? input.name.trim().slice(0, DISPLAY_NAME_MAX_LENGTH) : '';
  const paired = await em.transactional(async (tx) => {
    // Spent in one statement: two displays racing for one code cannot both win it.
    const spent = code ? await spendPairingCode(tx, sha256(code), now) : undefined;
    if (!spent) return null;
    const token = DISPLAY_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const expiresAt = addisDayRange(addisDayKey(now)).end;
    await tx.insert(DisplayDeviceSchema, {
      id: crypto.randomUUID(),
      host: spent.host_id,
      tokenHash: sha256(token),
      name: name || client.userAgent.slice(0, DISPLAY_NAME_MAX_LENGTH),
      userAgent: client.userAgent.slice(0, 512),
      address: client.address.slice(0, 64),
      pairedAt: now,
      lastSeenAt: now,
      expiresAt,
      revokedAt: null,
    });
    return { token, expiresAt };
  });
  if (paired) return paired;
  await em.insert(DisplayPairAttemptSchema, { address: client.address.slice(0, 64), createdAt: now });
  throw refuse('PAIRING_CODE_INVALID');
}

/**
 * The display a token stands for, or null: unknown, expired, revoked, or its host blocked. Notes
 * when it was last seen (at most once a minute).
 */
export async function authenticateDisplay(
  orm: Orm,
  token: string | undefined,
  now = new Date(),
): Promise<DisplayPrincipal | null> {
  if (!token || !token.startsWith(DISPLAY_TOKEN_PREFIX) || token.length > 100) return null;
  const em = sqlEm(orm);
  const row = await findLiveDisplay(em, sha256(token), now);
  if (!row) return null;
  if (now.getTime() - new Date(row.last_seen_at).getTime() > SEEN_EVERY_MS) {
    await em.nativeUpdate(DisplayDeviceSchema, { id: row.id }, { lastSeenAt: now });
  }
  return { displayId: row.id, hostId: row.host_id };
}

/** The host's displays paired today or still valid, newest first. */
export async function listDisplays(orm: Orm, actor: Actor, now = new Date()): Promise<PairedDisplayView[]> {
  const rows = await sqlEm(orm).find(
    DisplayDeviceSchema,
    { host: actor.id, expiresAt: { $gt: now } },
    { orderBy: { pairedAt: 'desc' }, limit: 50 },
  );
  return rows.map(toView);
}

/** Revokes one of the host's own displays (another host's is NOT_FOUND); its socket closes at the next re-check. */
export async function revokeDisplay(
  orm: Orm,
  actor: Actor,
  displayId: string,
  now = new Date(),
): Promise<PairedDisplayView> {
  if (!isUuid(displayId)) throw new AppError('NOT_FOUND', DISPLAY_NOT_FOUND);
  const em = sqlEm(orm);
  const row = await em.findOne(DisplayDeviceSchema, { id: displayId, host: actor.id });
  if (!row) throw new AppError('NOT_FOUND', DISPLAY_NOT_FOUND);
  if (!row.revokedAt) {
    row.revokedAt = now;
    await em.flush();
  }
  return toView(row);
}

function toView(row: {
  id: string;
  name: string;
  userAgent: string;
  pairedAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt?: Date | null;
}): PairedDisplayView {
  return {
    displayId: row.id,
    name: row.name,
    userAgent: row.userAgent,
    pairedAt: row.pairedAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt ?? null,
  };
}
