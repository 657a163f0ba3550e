import { createHash, randomUUID } from 'node:crypto';
import { VOICE_PACK_EVENTS, voicePackNameRefusal, voicePackProblemText } from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { AppError, refuse, refused } from '../../shared/errors/app-error';
import { isUuid } from '../../shared/validation/ids';
import { findHostInScope, hostFilterFor } from '../account';
import { AccountSchema } from '../account';
import { appendAudit } from '../audit';
import { checkPack, type CheckedClip } from './pack-archive';
import { clipBaseUrl, type ChosenPackView, type VoicePackView } from './voice-pack.views';
import {
  allPacks,
  choosablePack,
  chosenPackId,
  chosenPackRow,
  clearChoice,
  clipAudio,
  deletePack,
  insertPack,
  packRow,
  packsForHost,
  renamePack,
  writeChoice,
  type PackRow,
} from './voice-pack.sql';

export interface PackUpload {
  name: string;
  /** The host the pack is for; none: the actor's own (hosts) or a platform pack (super admin). */
  hostId?: string | null;
  zip: Uint8Array;
}

function viewOf(row: PackRow, defaultPackId: string | null): VoicePackView {
  const events = typeof row.events === 'string' ? (JSON.parse(row.events) as string[]) : (row.events ?? []);
  return {
    id: row.id,
    name: row.name,
    hostId: row.host_id,
    hostUsername: row.username,
    contentHash: row.content_hash,
    clipBaseUrl: clipBaseUrl(row.id, row.content_hash),
    events: VOICE_PACK_EVENTS.filter((e) => events.includes(e)),
    sizeBytes: row.size_bytes,
    createdAt: new Date(row.created_at),
    isDefault: row.id === defaultPackId,
  };
}

/** The content hash of a checked pack: its clips' names and audio (the URLs' immutable part). */
function contentHash(clips: readonly CheckedClip[]): string {
  const hash = createHash('sha256');
  for (const clip of [...clips].sort((a, b) => a.key.localeCompare(b.key))) hash.update(clip.key).update(clip.audio);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The pack a host plays, for its caller and room display (unscoped: callers pass a host id they
 * already hold). Null: the built-in voice sets.
 */
export async function chosenVoicePack(em: Tx, hostId: string): Promise<ChosenPackView | null> {
  const row = await chosenPackRow(em, hostId);
  if (!row) return null;
  const view = viewOf(row, row.id);
  return { id: view.id, name: view.name, clipBaseUrl: view.clipBaseUrl, events: view.events };
}

/**
 * Voice packs (docs/screens.md#voice-packs). A host uploads and manages its own and chooses among
 * its own and the platform's; an owner does so for its group's hosts; the super admin for every
 * host and for platform packs (no host).
 */
export class VoicePackService {
  constructor(private readonly orm: Orm) {}

  /** The host a request acts for: a host itself; others name one in their scope. */
  private async hostFor(em: Tx, actor: Actor, hostId: string | null | undefined): Promise<string> {
    if (actor.role === 'HOST') {
      if (hostId && hostId !== actor.id) throw new AppError('NOT_FOUND', 'Host not found');
      return actor.id;
    }
    if (!hostId) throw refuse('FIELD_REQUIRED', { field: 'hostId' });
    return (await findHostInScope(em, actor, hostId)).id;
  }

  /** Checks the pack and stores it whole in one transaction, or refuses it naming every problem. */
  async upload(actor: Actor, upload: PackUpload): Promise<VoicePackView> {
    const nameProblem = voicePackNameRefusal(upload.name ?? '');
    if (nameProblem) throw refused(nameProblem);
    const em = sqlEm(this.orm);
    const hostId = actor.role === 'SUPER_ADMIN' && !upload.hostId ? null : await this.hostFor(em, actor, upload.hostId);
    const checked = checkPack(upload.zip);
    if (!checked.ok) {
      // English sentences for REST clients and logs; the reasons' codes and values for clients
      // that word them in their own language.
      const problems = checked.problems.map(voicePackProblemText);
      const shown = problems.slice(0, 5).join('; ');
      const more = problems.length > 5 ? ` and ${problems.length - 5} more` : '';
      throw refuse('PACK_REFUSED', { problems: `${shown}${more}` }, { problems, reasons: checked.problems });
    }
    const id = randomUUID();
    const hash = contentHash(checked.clips);
    const size = checked.clips.reduce((sum, c) => sum + c.audio.byteLength, 0);
    return auditedTransaction(this.orm, async (tx) => {
      await insertPack(tx, { id, hostId, name: upload.name.trim(), hash, level: checked.level, size }, checked.clips);
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'voice-pack.upload',
        subjectType: 'voice-pack',
        subjectId: id,
        data: { hostId, name: upload.name.trim(), clips: checked.clips.length, contentHash: hash },
      });
      return this.view(tx, id, hostId);
    });
  }

  private async view(em: Tx, packId: string, hostId: string | null): Promise<VoicePackView> {
    const row = await packRow(em, packId);
    if (!row) throw new AppError('NOT_FOUND', 'Voice pack not found');
    return viewOf(row, hostId ? await chosenPackId(em, hostId) : null);
  }

  /**
   * The packs in scope: with a host (a host always is its own), that host's and the platform's,
   * marking its default; without, every pack the actor may see.
   */
  async list(actor: Actor, hostId?: string | null): Promise<VoicePackView[]> {
    const em = sqlEm(this.orm);
    if (hostId || actor.role === 'HOST') {
      const host = await this.hostFor(em, actor, hostId);
      const rows = await packsForHost(em, host);
      const chosen = await chosenPackId(em, host);
      return rows.map((r) => viewOf(r, chosen));
    }
    const hosts =
      actor.role === 'SUPER_ADMIN'
        ? null
        : await em.find(AccountSchema, await hostFilterFor(em, actor), { fields: ['id'] });
    const rows = await allPacks(em);
    const visible = hosts ? new Set(hosts.map((h) => h.id)) : null;
    return rows.filter((r) => !visible || r.host_id === null || visible.has(r.host_id)).map((r) => viewOf(r, null));
  }

  /** A pack the actor may change: its own (hosts), its group's hosts' (owners), any (super admin). */
  private async packInScope(em: Tx, actor: Actor, packId: string): Promise<PackRow> {
    const row = isUuid(packId) ? await packRow(em, packId) : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'Voice pack not found');
    if (actor.role === 'SUPER_ADMIN') return row;
    if (row.host_id === null) throw new AppError('FORBIDDEN', 'Only the super admin changes platform packs');
    await this.hostFor(em, actor, row.host_id).catch(() => {
      throw new AppError('NOT_FOUND', 'Voice pack not found');
    });
    return row;
  }

  async rename(actor: Actor, packId: string, name: string): Promise<VoicePackView> {
    const problem = voicePackNameRefusal(name ?? '');
    if (problem) throw refused(problem);
    return auditedTransaction(this.orm, async (tx) => {
      const row = await this.packInScope(tx, actor, packId);
      await renamePack(tx, row.id, name.trim());
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'voice-pack.rename',
        subjectType: 'voice-pack',
        subjectId: row.id,
        data: { from: row.name, to: name.trim() },
      });
      return this.view(tx, row.id, row.host_id);
    });
  }

  /** Deletes a pack; hosts that chose it fall back to the built-in voices (the choice cascades). */
  async remove(actor: Actor, packId: string): Promise<boolean> {
    return auditedTransaction(this.orm, async (tx) => {
      const row = await this.packInScope(tx, actor, packId);
      await deletePack(tx, row.id);
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'voice-pack.delete',
        subjectType: 'voice-pack',
        subjectId: row.id,
        data: { name: row.name, hostId: row.host_id },
      });
      return true;
    });
  }

  /** Chooses the pack a host's caller and display play (its own or a platform pack); null: the built-in voices. */
  async setDefault(
    actor: Actor,
    hostId: string | null | undefined,
    packId: string | null,
  ): Promise<ChosenPackView | null> {
    return auditedTransaction(this.orm, async (tx) => {
      const host = await this.hostFor(tx, actor, hostId);
      if (packId === null) {
        await clearChoice(tx, host);
      } else {
        const pack = isUuid(packId) ? await choosablePack(tx, packId, host) : undefined;
        if (!pack) throw new AppError('NOT_FOUND', 'Voice pack not found');
        await writeChoice(tx, host, pack.id);
      }
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'voice-pack.choose',
        subjectType: 'account',
        subjectId: host,
        data: { packId },
      });
      return chosenVoicePack(tx, host);
    });
  }

  /** The pack a host plays (a host its own; others a host in scope). */
  async chosen(actor: Actor, hostId?: string | null): Promise<ChosenPackView | null> {
    const em = sqlEm(this.orm);
    return chosenVoicePack(em, await this.hostFor(em, actor, hostId));
  }

  /**
   * One clip's audio, public: the pack id and content hash in the URL are its key (nothing secret,
   * nothing about a game). A stale hash is not found, so an immutable URL never changes meaning.
   */
  async clip(packId: string, hash: string, clip: string): Promise<Uint8Array> {
    if (!isUuid(packId) || !/^[0-9a-f]{16}$/.test(hash)) throw new AppError('NOT_FOUND', 'Voice clip not found');
    const row = await clipAudio(sqlEm(this.orm), packId, hash, clip);
    if (!row) throw new AppError('NOT_FOUND', 'Voice clip not found');
    return row.audio;
  }
}
