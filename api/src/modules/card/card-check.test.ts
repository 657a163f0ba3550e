import { describe, expect, it } from 'vitest';
import { CARD_CHECK_LENGTH, CardChecks } from './card-check';

const secret = new TextEncoder().encode('a server secret of the test, long enough to sign');

describe('printed card check codes', () => {
  const checks = new CardChecks(secret);

  it('are stable, readable and match their own card only', () => {
    const code = checks.code(1, 47);
    expect(code).toMatch(new RegExp(`^[2-9A-HJKMNP-TV-Z]{${CARD_CHECK_LENGTH}}$`));
    expect(new CardChecks(secret).code(1, 47)).toBe(code);
    expect(checks.matches(1, 47, code)).toBe(true);
    expect(checks.matches(1, 47, code.toLowerCase())).toBe(true);
    expect(checks.matches(1, 48, code)).toBe(false);
    expect(checks.matches(2, 47, code)).toBe(false);
    expect(checks.matches(1, 47, code.slice(1))).toBe(false);
  });

  it("depend on the key: another platform cannot mint this one's cards", () => {
    const other = new CardChecks(new TextEncoder().encode('another platform secret, equally long!!'));
    expect(other.code(1, 47)).not.toBe(checks.code(1, 47));
    const pinned = new CardChecks(secret, 'x'.repeat(32));
    expect(pinned.code(1, 47)).not.toBe(checks.code(1, 47));
  });

  it('spread over the codes (no palette of a 200-card set shares one)', () => {
    const codes = new Set(Array.from({ length: 200 }, (_, i) => checks.code(1, i + 1)));
    expect(codes.size).toBe(200);
  });
});
