import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HALL_LANGUAGE_MESSAGE,
  HALL_VOICE_MESSAGE,
  SUPPORT_PHONES_COUNT_MESSAGE,
  SUPPORT_PHONE_MESSAGE,
} from '@bingo/core';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { expectRefusedUnchanged } from '../../../test/helpers/refused';
import { sqlEm } from '../../shared/db/sql';
import { hallDisplayName } from './hall.service';

let server: TestServer;
const tokens: Record<string, string> = {};
let hawassa1: string;

const READ = `query($hostId: ID) { hallSettings(hostId: $hostId) { hostId username displayName hallName supportPhones defaultLanguage defaultVoice } }`;
const UPDATE = `mutation($input: HallSettingsInput!) { updateHallSettings(input: $input) { displayName hallName supportPhones defaultLanguage defaultVoice } }`;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['superadmin', 'owner.hawassa', 'owner.ale', 'hawassa1', 'hawassa2'])
    tokens[name] = await server.login(name);
  hawassa1 = (
    await sqlEm(server.orm).execute<{ id: string }[]>("select id from account where username = 'hawassa1'")
  )[0]!.id;
});
afterAll(() => server?.close());

const update = (input: Record<string, unknown>, who = 'owner.hawassa') =>
  server.graphql(UPDATE, { input: { hostId: hawassa1, ...input } }, tokens[who]);

describe('hall settings', () => {
  it('start empty: the hall goes by its username, no phones, no defaults', async () => {
    const res = await server.graphql(READ, {}, tokens.hawassa1);
    expect(res.body.data.hallSettings).toEqual({
      hostId: hawassa1,
      username: 'hawassa1',
      displayName: null,
      hallName: 'hawassa1',
      supportPhones: [],
      defaultLanguage: null,
      defaultVoice: null,
    });
    expect(await hallDisplayName(sqlEm(server.orm), hawassa1)).toBe('hawassa1');
  });

  it('the owner sets them, the host reads them at run time, the display name reaches public screens', async () => {
    const set = await update({
      displayName: '  Hawassa Star Bingo ',
      supportPhones: ['0911 23 45 67', '+251 922 34 56 78'],
      defaultLanguage: 'am',
      defaultVoice: 'female',
    });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.updateHallSettings).toEqual({
      displayName: 'Hawassa Star Bingo',
      hallName: 'Hawassa Star Bingo',
      supportPhones: ['0911 23 45 67', '+251 922 34 56 78'],
      defaultLanguage: 'am',
      defaultVoice: 'female',
    });
    const read = await server.graphql(READ, {}, tokens.hawassa1);
    expect(read.body.data.hallSettings).toMatchObject({ hallName: 'Hawassa Star Bingo', defaultVoice: 'female' });
    expect(await server.services.halls.displayName(hawassa1)).toBe('Hawassa Star Bingo');
    const [audit] = await sqlEm(server.orm).execute<{ n: string }[]>(
      "select count(*) as n from audit_log where action = 'hall.settings.update' and subject_id = ?",
      [hawassa1],
    );
    expect(Number(audit!.n)).toBe(1);
  });

  it('the super admin changes one field; the others stay; a blank name falls back to the username', async () => {
    const res = await update({ displayName: '   ' }, 'superadmin');
    expect(res.body.data.updateHallSettings).toMatchObject({
      displayName: null,
      hallName: 'hawassa1',
      supportPhones: ['0911 23 45 67', '+251 922 34 56 78'],
      defaultLanguage: 'am',
    });
    const owner = await server.graphql(READ, { hostId: hawassa1 }, tokens['owner.hawassa']);
    expect(owner.body.data.hallSettings.hallName).toBe('hawassa1');
  });
});

describe('refused: a clear message, nothing changed', () => {
  const refused = (call: () => Promise<{ body: any }>, code: string, message?: string | RegExp) =>
    expectRefusedUnchanged(server, call, code, message);

  it.each([
    ['a bad phone', { supportPhones: ['12345'] }, SUPPORT_PHONE_MESSAGE],
    ['a foreign phone', { supportPhones: ['+1 202 555 0100'] }, SUPPORT_PHONE_MESSAGE],
    ['three phones', { supportPhones: ['0911234567', '0922345678', '0933456789'] }, SUPPORT_PHONES_COUNT_MESSAGE],
    ['an unknown language', { defaultLanguage: 'fr' }, HALL_LANGUAGE_MESSAGE],
    ['an unknown voice', { defaultVoice: 'robot' }, HALL_VOICE_MESSAGE],
    ['a 65-character name', { displayName: 'x'.repeat(65) }, /at most 64 characters/],
  ])('%s: BAD_USER_INPUT', async (_name, input, message) => {
    await refused(() => update(input), 'BAD_USER_INPUT', message);
  });

  it('an unknown or malformed host id: NOT_FOUND', async () => {
    await refused(
      () =>
        server.graphql(UPDATE, { input: { hostId: crypto.randomUUID(), displayName: 'X' } }, tokens['owner.hawassa']),
      'NOT_FOUND',
      /Host not found/,
    );
    await refused(
      () => server.graphql(UPDATE, { input: { hostId: 'nope', displayName: 'X' } }, tokens['owner.hawassa']),
      'BAD_USER_INPUT',
    );
  });

  it("another group's owner: NOT_FOUND, for reading too", async () => {
    await refused(() => update({ displayName: 'Stolen' }, 'owner.ale'), 'NOT_FOUND');
    const read = await server.graphql(READ, { hostId: hawassa1 }, tokens['owner.ale']);
    expect(read.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('the host itself may not change them; another host may not read them', async () => {
    await refused(() => update({ displayName: 'Mine' }, 'hawassa1'), 'FORBIDDEN');
    const read = await server.graphql(READ, { hostId: hawassa1 }, tokens.hawassa2);
    expect(read.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('anonymous: UNAUTHENTICATED', async () => {
    await refused(() => server.graphql(UPDATE, { input: { hostId: hawassa1, displayName: 'X' } }), 'UNAUTHENTICATED');
    expect((await server.graphql(READ, { hostId: hawassa1 })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a manager reading without hostId: BAD_USER_INPUT', async () => {
    const res = await server.graphql(READ, {}, tokens.superadmin);
    expect(res.body.errors[0]).toMatchObject({ message: 'hostId is required', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
