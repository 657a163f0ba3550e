import type { Tx } from '../../shared/db/transaction';

/** The hall module's SQL: a hall's settings and the name it goes by. */

export interface HallSettingsRow {
  display_name: string | null;
  support_phones: string[] | string | null;
  default_language: string | null;
  default_voice: string | null;
}

export async function readHallSettings(em: Tx, hostId: string): Promise<HallSettingsRow | undefined> {
  const [row] = await em.execute<HallSettingsRow[]>(
    'select display_name, support_phones, default_language, default_voice from hall_settings where host_id = ?',
    [hostId],
  );
  return row;
}

/** The host's username and display name; undefined when there is no such account. */
export async function hallNames(
  em: Tx,
  hostId: string,
): Promise<{ username: string; display_name: string | null } | undefined> {
  const [row] = await em.execute<{ username: string; display_name: string | null }[]>(
    'select a.username, h.display_name from account a left join hall_settings h on h.host_id = a.id where a.id = ?',
    [hostId],
  );
  return row;
}

/** Writes every field of a hall's settings (a row created on first write). */
export async function upsertHallSettings(
  tx: Tx,
  hostId: string,
  next: {
    displayName: string | null;
    supportPhones: string[];
    defaultLanguage: string | null;
    defaultVoice: string | null;
  },
): Promise<void> {
  await tx.execute(
    `insert into hall_settings (host_id, display_name, support_phones, default_language, default_voice, updated_at)
         values (?, ?, ?, ?, ?, now())
         on conflict (host_id) do update set display_name = excluded.display_name, support_phones = excluded.support_phones,
           default_language = excluded.default_language, default_voice = excluded.default_voice, updated_at = excluded.updated_at`,
    [hostId, next.displayName, JSON.stringify(next.supportPhones), next.defaultLanguage, next.defaultVoice],
  );
}
