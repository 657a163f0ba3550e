/**
 * Hidden accounts (docs/roles-and-accounts.md#hidden-accounts): usernames kept for test and
 * retired accounts are left out of owner and super-admin tables and of every total. The rules
 * are here once: the API hides by them, and registration refuses a name they would hide (an owner
 * could register "hawassatest9", and it would play unseen).
 */
import { refusal, refusalText, refusalTextOf, type Refusal, type RefusalCode } from '../refusals/refusals';

export const HiddenUsernameRule = { test: 'test', old: '-old', slash: '/' } as const;
export type HiddenUsernameRule = (typeof HiddenUsernameRule)[keyof typeof HiddenUsernameRule];

const RULE_REFUSAL = {
  test: 'USERNAME_HIDDEN_TEST',
  '-old': 'USERNAME_HIDDEN_OLD',
  '/': 'USERNAME_HIDDEN_SLASH',
} as const satisfies Record<HiddenUsernameRule, RefusalCode>;

/** The hiding rule a username falls under, or null when it is shown. */
export function hiddenUsernameRule(username: string): HiddenUsernameRule | null {
  if (/test/i.test(username)) return 'test';
  if (username.endsWith('-old')) return '-old';
  if (username.endsWith('/')) return '/';
  return null;
}

export function isHiddenUsername(username: string): boolean {
  return hiddenUsernameRule(username) !== null;
}

/** Why registration refuses the name, naming the rule; null when it may be registered. */
export function hiddenUsernameMessage(username: string): string | null {
  const rule = hiddenUsernameRule(username);
  return rule ? refusalText(refusal(RULE_REFUSAL[rule], { username })) : null;
}

/** A group's super account is "<group>super" (owner-groups.ts): the ending is kept for them. */
export const SUPER_ACCOUNT_SUFFIX = 'super';

/**
 * Why registration (of a host or an owner) refuses the name, or null: a name the hiding rules
 * would hide, or one ending in "super", which a group (present or future) needs for its super
 * account (docs/roles-and-accounts.md#registration).
 */
export function reservedUsernameMessage(username: string): string | null {
  return refusalTextOf(reservedUsernameRefusal(username));
}

/** reservedUsernameMessage as a refusal. */
export function reservedUsernameRefusal(username: string): Refusal | null {
  const rule = hiddenUsernameRule(username);
  if (rule) return refusal(RULE_REFUSAL[rule], { username });
  return username.toLowerCase().endsWith(SUPER_ACCOUNT_SUFFIX)
    ? refusal('USERNAME_RESERVED_SUPER', { username, suffix: SUPER_ACCOUNT_SUFFIX })
    : null;
}
