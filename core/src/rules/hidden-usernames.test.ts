import { describe, expect, it } from 'vitest';
import {
  hiddenUsernameMessage,
  hiddenUsernameRule,
  isHiddenUsername,
  reservedUsernameMessage,
} from './hidden-usernames';
import { superAccountUsername } from './owner-groups';

describe('hidden usernames', () => {
  it('names the rule that hides a username', () => {
    expect(hiddenUsernameRule('hawassatest9')).toBe('test');
    expect(hiddenUsernameRule('TESTER')).toBe('test');
    expect(hiddenUsernameRule('ale1-old')).toBe('-old');
    expect(hiddenUsernameRule('ale1/')).toBe('/');
    expect(hiddenUsernameRule('hawassa9')).toBeNull();
    expect(isHiddenUsername('hawassa9')).toBe(false);
  });
  it('the registration message names the username and the rule', () => {
    expect(hiddenUsernameMessage('hawassatest9')).toBe(
      'The username "hawassatest9" would be hidden from every table and total: usernames containing "test" (any case) are kept for test accounts. Choose another username.',
    );
    expect(hiddenUsernameMessage('hawassa9')).toBeNull();
  });
  it('registration refuses hidden names and every name a group super account could need', () => {
    expect(reservedUsernameMessage('hawassatest9')).toBe(hiddenUsernameMessage('hawassatest9'));
    expect(reservedUsernameMessage('hawassa2super')).toBe(
      'The username "hawassa2super" is kept for owner groups: usernames ending in "super" are their super accounts\' names. Choose another username.',
    );
    expect(reservedUsernameMessage(superAccountUsername('adama'))).not.toBeNull();
    expect(isHiddenUsername('hawassa2super')).toBe(false);
    expect(reservedUsernameMessage('superadmin2')).toBeNull();
    expect(reservedUsernameMessage('hawassa9')).toBeNull();
  });
});
