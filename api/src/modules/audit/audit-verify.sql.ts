/** The audit verifier's reads (audit-verify.ts), through whatever runs a query (a pool, an EntityManager). */

export type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** Every chain key, whether it has a head or only entries. */
export function chainKeys(query: Query): Promise<Record<string, unknown>[]> {
  return query('select key from audit_chain union select distinct chain as key from audit_log order by 1', []);
}

/** The next page (1000) of a chain's entries after `seq`. */
export function chainEntriesAfter(query: Query, chain: string, seq: number): Promise<Record<string, unknown>[]> {
  return query(
    'select id, seq, at, actor_id, action, subject_type, subject_id, data, prev_hash, hash from audit_log where chain = ? and seq > ? order by seq limit 1000',
    [chain, seq],
  );
}

export async function chainHead(query: Query, chain: string): Promise<Record<string, unknown> | undefined> {
  const [head] = await query('select seq, head_hash from audit_chain where key = ?', [chain]);
  return head;
}

/** The next page (100) of anchors after `lastId`. */
export function anchorsAfter(query: Query, lastId: number): Promise<Record<string, unknown>[]> {
  return query('select id, at, heads, prev_hash, hash from audit_anchor where id > ? order by id limit 100', [lastId]);
}

/** The first (by key) chain head an anchor recorded that is no longer that very row. */
export async function firstMismatchedHead(
  query: Query,
  headsJson: string,
): Promise<Record<string, unknown> | undefined> {
  const mismatched = await query(
    `select h.key, (h.value->>'seq')::bigint as seq, l.id from jsonb_each(?::jsonb) as h
         left join audit_log l on l.chain = h.key and l.seq = (h.value->>'seq')::bigint
         where l.hash is distinct from h.value->>'hash' order by h.key limit 1`,
    [headsJson],
  );
  return mismatched[0];
}
