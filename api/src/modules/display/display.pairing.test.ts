import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_CODE_TTL_MS, PAIRING_MAX_FAILURES } from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { newHost } from '../../../test/helpers/game-fixtures';
import { sqlEm } from '../../shared/db/sql';
import { DisplayDeviceSchema } from './display.entity';

/** Pairing a room display by code over real HTTP, on PGlite (or PostgreSQL with TEST_DATABASE_URL). */
let server: TestServer;
let demo: string;

const CREATE = 'mutation { createDisplayPairing { code expiresAt } }';
const PAIR = 'mutation($input: PairDisplayInput!) { pairDisplay(input: $input) { token expiresAt } }';
const LIST = 'query { displays { displayId name userAgent pairedAt lastSeenAt revokedAt } }';
const REVOKE = 'mutation($id: ID!) { revokeDisplay(displayId: $id) { displayId revokedAt } }';

async function newCode(token = demo): Promise<string> {
  const res = await server.graphql(CREATE, {}, token);
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data.createDisplayPairing.code as string;
}

function pair(code: string, address = '198.51.100.1', name: string | null = 'Hall TV') {
  return server.graphql(PAIR, { input: { code, name } }, undefined, {
    'x-forwarded-for': address,
    'user-agent': 'TestTV/1.0',
  });
}

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.login('demo');
});
afterAll(async () => {
  await server?.close();
});

describe('room display pairing', () => {
  it('a host gets a short code; a display spends it once for a token valid until the end of the Addis day', async () => {
    const code = await newCode();
    expect(code).toMatch(/^[ACDEFHJKMNPRTUVWXY34679]{6}$/);
    // Typed in lower case with a dash: still the code.
    const paired = await pair(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
    expect(paired.body.errors, JSON.stringify(paired.body)).toBeUndefined();
    const { token, expiresAt } = paired.body.data.pairDisplay;
    expect(token).toMatch(/^dsp_[\w-]{43}$/);
    // Midnight in Addis Ababa is 21:00 UTC.
    expect(new Date(expiresAt).getUTCHours()).toBe(21);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    // Stored only hashed.
    const rows = await sqlEm(server.orm).execute<{ token_hash: string }[]>('select token_hash from display_device');
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(JSON.stringify(await sqlEm(server.orm).execute('select * from display_pairing'))).not.toContain(code);

    // Single use.
    const again = await pair(code);
    expect(again.body.errors[0].extensions.appCode).toBe('BAD_INPUT');
    expect(again.body.errors[0].message).toMatch(/not valid/);

    const list = await server.graphql(LIST, {}, demo);
    expect(list.body.data.displays[0]).toMatchObject({ name: 'Hall TV', userAgent: 'TestTV/1.0', revokedAt: null });
  });

  it('refuses a wrong, malformed or expired code with BAD_INPUT and makes no display', async () => {
    const before = await sqlEm(server.orm).count(DisplayDeviceSchema);
    const code = await newCode();
    await sqlEm(server.orm).execute('update display_pairing set expires_at = ? where expires_at > now()', [
      new Date(Date.now() - 1000),
    ]);
    for (const attempt of [code, 'AAAAAA', 'O0I1', 'x'.repeat(40)]) {
      const res = await pair(attempt, '198.51.100.2');
      expect(res.body.data, attempt).toBeNull();
      expect(res.body.errors[0].extensions.appCode, attempt).toBe('BAD_INPUT');
    }
    expect(await sqlEm(server.orm).count(DisplayDeviceSchema)).toBe(before);
    expect(PAIRING_CODE_TTL_MS).toBe(600_000);
  });

  it('rate-limits wrong codes per address: past the limit even a good code is refused from there, not elsewhere', async () => {
    const address = '198.51.100.3';
    for (let i = 0; i < PAIRING_MAX_FAILURES; i++) {
      const res = await pair('AAAAAA', address);
      expect(res.body.errors[0].extensions.appCode).toBe('BAD_INPUT');
    }
    const code = await newCode();
    const limited = await pair(code, address);
    expect(limited.body.errors[0].extensions.appCode).toBe('RATE_LIMITED');
    // The code was not spent: another address pairs with it.
    const other = await pair(code, '198.51.100.4');
    expect(other.body.errors, JSON.stringify(other.body)).toBeUndefined();
  });

  it('a display token is no session: every query, mutation and REST route refuses it', async () => {
    const { token } = (await pair(await newCode(), '198.51.100.5')).body.data.pairDisplay;
    for (const query of ['query { me { id } }', LIST, 'query { activeGame { gameId } }', CREATE]) {
      const res = await server.graphql(query, {}, token);
      expect(res.body.errors?.[0]?.extensions?.appCode, query).toBe('UNAUTHENTICATED');
    }
    expect((await server.graphql('query { validateToken }', {}, token)).body.data.validateToken).toBe(false);
    for (const [method, path] of [
      ['GET', '/game/active'],
      ['GET', '/api/announcements'],
      ['GET', '/admin/api-tokens'],
      ['POST', '/game/start'],
    ] as const) {
      const res = await server.request(method, path, { token, body: method === 'POST' ? {} : undefined });
      expect(res.status, path).toBe(401);
    }
  });

  it('a host sees and revokes only its own displays (another host’s is NOT_FOUND)', async () => {
    const other = await newHost(server, 'hawassa31', 1_000_000);
    await pair(await newCode(other), '198.51.100.6', 'Other hall');
    const mine = (await server.graphql(LIST, {}, demo)).body.data.displays as { displayId: string; name: string }[];
    const theirs = (await server.graphql(LIST, {}, other)).body.data.displays as { displayId: string; name: string }[];
    expect(theirs.map((d) => d.name)).toEqual(['Other hall']);
    expect(mine.map((d) => d.displayId)).not.toContain(theirs[0]!.displayId);

    const refused = await server.graphql(REVOKE, { id: theirs[0]!.displayId }, demo);
    expect(refused.body.errors[0].extensions.appCode).toBe('NOT_FOUND');
    const malformed = await server.graphql(REVOKE, { id: 'nope' }, demo);
    expect(malformed.body.errors[0].extensions.appCode).toBe('NOT_FOUND');
    const revoked = await server.graphql(REVOKE, { id: theirs[0]!.displayId }, other);
    expect(revoked.body.data.revokeDisplay.revokedAt).not.toBeNull();
    // Owners and the super admin do not pair displays (they recall games instead).
    const owner = await server.graphql(CREATE, {}, await server.login('owner.ale'));
    expect(owner.body.errors[0].extensions.appCode).toBe('FORBIDDEN');
  });

  it('the voice switch: validated, stored per host', async () => {
    const SET = 'mutation($input: DisplayVoiceInput!) { setDisplayVoice(input: $input) { voiceOnDisplay voice } }';
    const bad = await server.graphql(SET, { input: { voiceOnDisplay: true, voice: 'none' } }, demo);
    expect(bad.body.errors[0].extensions.appCode).toBe('BAD_INPUT');
    const on = await server.graphql(SET, { input: { voiceOnDisplay: true, voice: 'female' } }, demo);
    expect(on.body.data.setDisplayVoice).toEqual({ voiceOnDisplay: true, voice: 'female' });
    const read = await server.graphql('query { displaySettings { voiceOnDisplay voice } }', {}, demo);
    expect(read.body.data.displaySettings).toEqual({ voiceOnDisplay: true, voice: 'female' });
    const other = await newHost(server, 'hawassa32', 1_000_000);
    const theirs = await server.graphql('query { displaySettings { voiceOnDisplay voice } }', {}, other);
    expect(theirs.body.data.displaySettings).toEqual({ voiceOnDisplay: false, voice: 'none' });
  });
});
