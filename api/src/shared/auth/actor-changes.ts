import { afterCommit, type Tx } from '../db/transaction';

/**
 * Changes to what an account may do (docs/roles-and-accounts.md#account-checks): blocked, password
 * changed (token version), role, group, card set, username, two-factor state or policy. Caches of
 * accounts (the auth module's) must forget them at once.
 *
 * Two paths, so that nothing is missed and nothing is late: a database trigger
 * (Migration20261126100000_actor_changes) announces every such change on the event bus as
 * ACTOR_CHANGED on topic `actors`, whoever made it, to every instance; and the code that makes a
 * change calls `actorChanged`, so this instance forgets it as its transaction commits, before the
 * change's own answer goes out (the bus's delivery takes a few milliseconds more).
 */
export const ACTOR_TOPIC = 'actors';
export const ACTOR_CHANGED = 'ACTOR_CHANGED';

/** `null`: any account may have changed (a policy for all owners). */
export type ActorChangeListener = (accountId: string | null) => void;

const listeners = new Set<ActorChangeListener>();

/** Hears this instance's own changes (`actorChanged`); answers the unsubscribe function. */
export function onActorChanged(listener: ActorChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Account `accountId` (or, null, any) changed in `tx`: forgotten here when `tx` commits. */
export function actorChanged(tx: Tx, accountId: string | null): void {
  afterCommit(tx, () => {
    for (const listener of listeners) listener(accountId);
  });
}
