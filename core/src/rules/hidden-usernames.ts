/**
 * Hidden accounts (docs/roles-and-accounts.md#hidden-accounts): usernames kept for test and
 * retired accounts are left out of owner and super-admin tables and of every total. The rules
 * are here once: the API hides by them, and registration refuses a name they would hide (an owner
 * could register "hawassatest9", and it would play unseen).
 */
export const HiddenUsernameRule = { test: 'test', old: '-old', slash: '/' } as const;
export type HiddenUsernameRule = (typeof HiddenUsernameRule)[keyof typeof HiddenUsernameRule];

const RULE_TEXT: Record<HiddenUsernameRule, string> = {
  test: 'usernames containing "test" (any case) are kept for test accounts',
  '-old': 'usernames ending in "-old" are kept for retired accounts',
  '/': 'usernames ending in "/" are kept for retired accounts',
};

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
  return rule
    ? `The username "${username}" would be hidden from every table and total: ${RULE_TEXT[rule]}. Choose another username.`
    : null;
}

/** A group's super account is "<group>super" (owner-groups.ts): the ending is kept for them. */
export const SUPER_ACCOUNT_SUFFIX = 'super';

/**
 * Why registration (of a host or an owner) refuses the name, or null: a name the hiding rules
 * would hide, or one ending in "super", which a group (present or future) needs for its super
 * account (docs/roles-and-accounts.md#registration).
 */
export function reservedUsernameMessage(username: string): string | null {
  const hidden = hiddenUsernameMessage(username);
  if (hidden) return hidden;
  return username.toLowerCase().endsWith(SUPER_ACCOUNT_SUFFIX)
    ? `The username "${username}" is kept for owner groups: usernames ending in "${SUPER_ACCOUNT_SUFFIX}" are their super accounts' names. Choose another username.`
    : null;
}
