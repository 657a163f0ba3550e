import { SUPER_ACCOUNT_SUFFIX } from './hidden-usernames';

/**
 * Owner groups are data (docs/roles-and-accounts.md#owner-groups): a name, the username prefixes
 * its hosts are registered under, and the route its owners' dashboard opens at. These rules are
 * shared by the API (which enforces them) and the back office (which explains them).
 */

/** A group's name: lowercase like a username, short enough that "<name>super" is one too. */
import { refusal, refusalTextOf, type Refusal } from '../refusals/refusals';

export const OWNER_GROUP_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,31}$/;
export const OWNER_GROUP_NAME_MESSAGE =
  'The group name must be 2-32 characters: lowercase letters, digits, ".", "_" or "-", starting with a letter or digit';

/** A username prefix: the start of a username (docs/roles-and-accounts.md#registration). */
export const USERNAME_PREFIX_PATTERN = /^[a-z0-9][a-z0-9._-]{1,31}$/;
export const USERNAME_PREFIX_MESSAGE =
  'Each prefix must be 2-32 characters: lowercase letters, digits, ".", "_" or "-", starting with a letter or digit';
export const MAX_PREFIXES_PER_GROUP = 10;

/** A route slug: one or more path segments without the leading "/", e.g. "hawassa" or "final/warning". */
export const ROUTE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*){0,4}$/;
export const ROUTE_SLUG_MAX_LENGTH = 100;
export const ROUTE_SLUG_MESSAGE =
  'The route must be 1-5 path segments of lowercase letters, digits and "-", separated by "/", at most 100 characters';

/** First path segments the web app already uses: a group route there would never be reached. */
export const RESERVED_ROUTE_SEGMENTS: readonly string[] = [
  'abazh',
  'admin',
  'all-cards',
  'api',
  'assets',
  'blocked',
  'cards',
  'dashboard',
  'game-in-progress',
  'game-in-progress2',
  'graphiql',
  'graphql',
  'healthz',
  'login',
  'metrics',
  'multiplier',
  'multiplierStats',
  'owner',
  'print',
  'readyz',
  'reports',
  'super',
  'v2',
  'verify',
];

/** The super account's username: the group's name and "super" (hidden from host tables). */
export function superAccountUsername(groupName: string): string {
  return `${groupName}${SUPER_ACCOUNT_SUFFIX}`;
}

export interface PrefixHolder {
  id?: number;
  name: string;
  prefixes: readonly string[];
}

/**
 * Why a group's prefixes are not allowed next to the others, or null. Two prefixes overlap when
 * one starts with the other: a host name could then belong to both groups.
 */
export function prefixOverlap(candidate: PrefixHolder, others: readonly PrefixHolder[]): string | null {
  return refusalTextOf(prefixOverlapRefusal(candidate, others));
}

/** prefixOverlap as a refusal. */
export function prefixOverlapRefusal(candidate: PrefixHolder, others: readonly PrefixHolder[]): Refusal | null {
  for (const other of others) {
    if (candidate.id !== undefined && other.id === candidate.id) continue;
    for (const mine of candidate.prefixes) {
      for (const theirs of other.prefixes) {
        if (mine.startsWith(theirs) || theirs.startsWith(mine)) {
          return refusal('PREFIX_OVERLAP', { mine, group: candidate.name, theirs, other: other.name });
        }
      }
    }
  }
  return null;
}

/** Why a route slug cannot be used, as a refusal, or null. */
export function routeSlugRefusal(slug: string): Refusal | null {
  if (slug.length > ROUTE_SLUG_MAX_LENGTH || !ROUTE_SLUG_PATTERN.test(slug)) return refusal('ROUTE_SLUG_INVALID');
  const first = slug.split('/')[0]!;
  if (RESERVED_ROUTE_SEGMENTS.includes(first)) return refusal('ROUTE_RESERVED', { segment: first });
  return null;
}

/** Why a route slug cannot be used, or null. */
export function routeSlugProblem(slug: string): string | null {
  return refusalTextOf(routeSlugRefusal(slug));
}

/**
 * The slug a browser path opens, or null: the path is the slug itself or goes on below it
 * ("/final/warning/x" opens "final/warning"); the longest matching slug wins.
 */
export function matchRouteSlug(path: string, slugs: readonly string[]): string | null {
  const clean = path.replace(/^\/+/, '').replace(/\/+$/, '');
  let best: string | null = null;
  for (const slug of slugs) {
    if ((clean === slug || clean.startsWith(`${slug}/`)) && (best === null || slug.length > best.length)) best = slug;
  }
  return best;
}

/** docs/roles-and-accounts.md#production-start: the first super admin's password from the environment. */
export const SUPER_ADMIN_PASSWORD_MIN_LENGTH = 12;

/** Why a password is too weak for a super admin, or null. */
export function weakPasswordReason(password: string, username: string): string | null {
  if (password.length < SUPER_ADMIN_PASSWORD_MIN_LENGTH)
    return `The password must have at least ${SUPER_ADMIN_PASSWORD_MIN_LENGTH} characters`;
  if (password.length > 128) return 'The password can have at most 128 characters';
  if (username && password.toLowerCase().includes(username.toLowerCase()))
    return 'The password must not contain the username';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((kind) => kind.test(password)).length;
  if (kinds < 3)
    return 'The password must mix at least three of: lowercase letters, uppercase letters, digits, symbols';
  if (new Set(password).size < 6) return 'The password repeats too few different characters';
  return null;
}
