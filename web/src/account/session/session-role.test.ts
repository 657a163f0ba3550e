import { describe, expect, it } from 'vitest';
import { homePathFor, roleFromToken } from './session-role';

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: object) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.signature`;

describe('session role (links only; the server decides)', () => {
  it('reads the role claim of the token payload', () => {
    expect(roleFromToken(token({ sub: 'x', role: 'OWNER' }))).toBe('OWNER');
    expect(roleFromToken(token({ sub: 'x', role: 'SUPER_ADMIN', name: '??>>~~' }))).toBe('SUPER_ADMIN');
    expect(roleFromToken(token({ sub: 'x', role: 'HOST' }))).toBe('HOST');
  });
  it('answers null for no token, a garbled one or an unknown role', () => {
    expect(roleFromToken(null)).toBeNull();
    expect(roleFromToken('abc')).toBeNull();
    expect(roleFromToken('a.%%%.c')).toBeNull();
    expect(roleFromToken(token({ role: 'ROOT' }))).toBeNull();
  });
  it('sends each role to its own dashboard', () => {
    expect(homePathFor('OWNER')).toBe('/owner');
    expect(homePathFor('SUPER_ADMIN')).toBe('/admin');
    expect(homePathFor('HOST')).toBe('/dashboard');
    expect(homePathFor(null)).toBe('/dashboard');
  });
});
