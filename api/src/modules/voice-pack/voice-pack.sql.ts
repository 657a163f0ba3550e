import type { Tx } from '../../shared/db/transaction';
import type { CheckedClip } from './pack-archive';

/** The voice-pack module's SQL: packs, their clips and each host's choice (voice-pack.service.ts). */

export interface PackRow {
  id: string;
  host_id: string | null;
  username: string | null;
  name: string;
  content_hash: string;
  size_bytes: number;
  created_at: Date | string;
  events: string[] | string | null;
}

const PACK_SELECT = `select p.id, p.host_id, a.username, p.name, p.content_hash, p.size_bytes, p.created_at,
  (select json_agg(c.clip order by c.clip) from voice_pack_clip c where c.pack_id = p.id and c.clip !~ '^[0-9]+$') as events
  from voice_pack p left join account a on a.id = p.host_id`;

export async function chosenPackId(em: Tx, hostId: string): Promise<string | null> {
  const [row] = await em.execute<{ pack_id: string }[]>('select pack_id from voice_pack_choice where host_id = ?', [
    hostId,
  ]);
  return row?.pack_id ?? null;
}

export async function chosenPackRow(em: Tx, hostId: string): Promise<PackRow | undefined> {
  const [row] = await em.execute<PackRow[]>(
    `${PACK_SELECT} join voice_pack_choice ch on ch.pack_id = p.id where ch.host_id = ?`,
    [hostId],
  );
  return row;
}

export async function packRow(em: Tx, packId: string): Promise<PackRow | undefined> {
  const [row] = await em.execute<PackRow[]>(`${PACK_SELECT} where p.id = ?`, [packId]);
  return row;
}

/** The platform's packs, then the host's, oldest first. */
export function packsForHost(em: Tx, hostId: string): Promise<PackRow[]> {
  return em.execute<PackRow[]>(
    `${PACK_SELECT} where p.host_id = ? or p.host_id is null order by p.host_id nulls first, p.created_at`,
    [hostId],
  );
}

export function allPacks(em: Tx): Promise<PackRow[]> {
  return em.execute<PackRow[]>(`${PACK_SELECT} order by p.host_id nulls first, p.created_at`);
}

/** Stores a checked pack whole: its row, then each clip. */
export async function insertPack(
  tx: Tx,
  pack: { id: string; hostId: string | null; name: string; hash: string; level: number; size: number },
  clips: readonly CheckedClip[],
): Promise<void> {
  await tx.execute(
    `insert into voice_pack (id, host_id, name, content_hash, level_db, size_bytes, created_at) values (?, ?, ?, ?, ?, ?, now())`,
    [pack.id, pack.hostId, pack.name, pack.hash, pack.level, pack.size],
  );
  for (const clip of clips)
    await tx.execute(`insert into voice_pack_clip (pack_id, clip, audio, duration_ms) values (?, ?, ?, ?)`, [
      pack.id,
      clip.key,
      Buffer.from(clip.audio),
      clip.durationMs,
    ]);
}

export async function renamePack(tx: Tx, packId: string, name: string): Promise<void> {
  await tx.execute('update voice_pack set name = ? where id = ?', [name, packId]);
}

/** Deletes a pack; hosts' choices of it cascade. */
export async function deletePack(tx: Tx, packId: string): Promise<void> {
  await tx.execute('delete from voice_pack where id = ?', [packId]);
}

export async function clearChoice(tx: Tx, hostId: string): Promise<void> {
  await tx.execute('delete from voice_pack_choice where host_id = ?', [hostId]);
}

/** The pack if it is the host's own or a platform pack. */
export async function choosablePack(tx: Tx, packId: string, hostId: string): Promise<{ id: string } | undefined> {
  const [pack] = await tx.execute<{ id: string }[]>(
    'select id from voice_pack where id = ? and (host_id = ? or host_id is null)',
    [packId, hostId],
  );
  return pack;
}

export async function writeChoice(tx: Tx, hostId: string, packId: string): Promise<void> {
  await tx.execute(
    `insert into voice_pack_choice (host_id, pack_id, updated_at) values (?, ?, now())
           on conflict (host_id) do update set pack_id = excluded.pack_id, updated_at = excluded.updated_at`,
    [hostId, packId],
  );
}

/** One clip's audio, when the pack still has this content hash. */
export async function clipAudio(
  em: Tx,
  packId: string,
  hash: string,
  clip: string,
): Promise<{ audio: Uint8Array } | undefined> {
  const [row] = await em.execute<{ audio: Uint8Array }[]>(
    `select c.audio from voice_pack_clip c join voice_pack p on p.id = c.pack_id
       where p.id = ? and p.content_hash = ? and c.clip = ?`,
    [packId, hash, clip],
  );
  return row;
}
