import { describe, expect, it } from 'vitest';
import { matchRouteSlug, prefixOverlap, routeSlugProblem, weakPasswordReason } from './owner-groups';

const hawassa = { id: 1, name: 'hawassa', prefixes: ['hawassa'] };
const ale = { id: 2, name: 'ale', prefixes: ['ale', 'alem'] };

describe('owner group prefixes', () => {
  it('refuses a prefix that starts with another group’s, naming both groups and prefixes', () => {
    expect(prefixOverlap({ name: 'alemayehu', prefixes: ['alemayehu'] }, [hawassa, ale])).toBe(
      'The prefix "alemayehu" of group "alemayehu" overlaps the prefix "ale" of group "ale"',
    );
  });
  it('refuses a prefix that another group’s starts with', () => {
    expect(prefixOverlap({ name: 'h', prefixes: ['adama', 'haw'] }, [hawassa])).toBe(
      'The prefix "haw" of group "h" overlaps the prefix "hawassa" of group "hawassa"',
    );
  });
  it('accepts separate prefixes, and a group beside its own old version', () => {
    expect(prefixOverlap({ name: 'adama', prefixes: ['adama'] }, [hawassa, ale])).toBeNull();
    expect(prefixOverlap({ id: 2, name: 'ale', prefixes: ['al'] }, [hawassa, ale])).toBeNull();
  });
});

describe('owner group routes', () => {
  it('matches the slug itself and paths below it, the longest slug first', () => {
    const slugs = ['hawassa', 'final/warning', 'final'];
    expect(matchRouteSlug('/hawassa', slugs)).toBe('hawassa');
    expect(matchRouteSlug('/final/warning/x/ale/', slugs)).toBe('final/warning');
    expect(matchRouteSlug('/final/other', slugs)).toBe('final');
    expect(matchRouteSlug('/hawassa2', slugs)).toBeNull();
  });
  it('refuses malformed slugs and the app’s own screens', () => {
    expect(routeSlugProblem('final/warning')).toBeNull();
    expect(routeSlugProblem('/hawassa')).toMatch(/path segments/);
    expect(routeSlugProblem('Hawassa')).toMatch(/path segments/);
    expect(routeSlugProblem('dashboard/x')).toBe('The route "/dashboard" is already a screen of the app');
  });
});

describe('the first super admin’s password', () => {
  it('is long, mixed and free of the username', () => {
    expect(weakPasswordReason('short1A', 'root')).toMatch(/at least 12 characters/);
    expect(weakPasswordReason('rootroot-12345X', 'root')).toBe('The password must not contain the username');
    expect(weakPasswordReason('alllowercaseletters', 'root')).toMatch(/three of/);
    expect(weakPasswordReason('Aa1Aa1Aa1Aa1Aa1', 'root')).toMatch(/different characters/);
    expect(weakPasswordReason('Correct-Horse-42', 'root')).toBeNull();
  });
});
