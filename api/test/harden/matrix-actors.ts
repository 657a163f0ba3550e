import type { TestServer } from '../test-server';

/**
 * The seven kinds of caller of the authorization matrix, in the order of the table's columns.
 * otherHost shares the host's group on purpose: a host's scope is itself, so a same-group
 * host is the closest a leak could come. otherOwner is the other group's owner. The report
 * token is owner.hawassa's personal read-only API token.
 */
export const ACTORS = ['anonymous', 'host', 'otherHost', 'owner', 'otherOwner', 'superAdmin', 'reportToken'] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedIn = Exclude<ActorName, 'anonymous'>;

export const ACCOUNT_OF: Record<SignedIn, string> = {
  host: 'hawassa1',
  otherHost: 'hawassa2',
  owner: 'owner.hawassa',
  otherOwner: 'owner.ale',
  superAdmin: 'superadmin',
  reportToken: 'owner.hawassa',
};
export const DEMO_PASSWORD = 'demo1234';

/** Allowed: any 2xx answer (GraphQL: no error). */
export const ok = 'ok' as const;

/** A deny the product words as another status or code than 401/403/404 (e.g. a prefix rule answering 400). */
export interface Refused {
  refused: number | string;
  why: string;
}
/** Allowed, but the answer is a documented business 4xx (insufficient funds, already used, ...). */
export interface Business {
  business: number | string;
  why: string;
}
export const refused = (status: number | string, why: string): Refused => ({ refused: status, why });
export const business = (status: number | string, why: string): Business => ({ business: status, why });

export type RestOutcome = typeof ok | 401 | 403 | 404 | Refused | Business;
export type GraphqlOutcome = typeof ok | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | Refused | Business;
/** One cell per actor, in ACTORS order. */
export type Cells<T> = readonly [T, T, T, T, T, T, T];

/** Denied cells run first, against a database snapshot; allowed ones after. */
export function isDeny(outcome: RestOutcome | GraphqlOutcome): boolean {
  return outcome !== ok && !(typeof outcome === 'object' && 'business' in outcome);
}

/** What the answer must be: 'ok', or the exact status / error code. */
export function expectedAnswer(outcome: RestOutcome | GraphqlOutcome): string {
  if (outcome === ok) return ok;
  if (typeof outcome === 'object') return String('refused' in outcome ? outcome.refused : outcome.business);
  return String(outcome);
}

export type Session = Record<ActorName, Record<string, string>>;

/** Signs every actor in once: bearer token plus a step-up token (the report token has none). */
export async function openSession(server: TestServer): Promise<Session> {
  const session = { anonymous: {} } as Session;
  for (const actor of ['host', 'otherHost', 'owner', 'otherOwner', 'superAdmin'] as const) {
    const token = await server.login(ACCOUNT_OF[actor]);
    session[actor] = { authorization: `Bearer ${token}`, 'x-step-up': await server.stepUp(token) };
  }
  const created = await server.request('POST', '/admin/api-tokens', {
    headers: session.owner,
    body: { name: 'matrix reports' },
  });
  if (created.status !== 201) throw new Error(`report token: ${created.status} ${JSON.stringify(created.body)}`);
  session.reportToken = { authorization: `Bearer ${created.body.token}` };
  return session;
}
