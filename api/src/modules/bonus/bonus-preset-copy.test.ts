import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { guardedSnapshot } from '../../../test/db-snapshot';
import { expectRefusedUnchanged } from '../../../test/helpers/refused';

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};

const FIELDS = 'id name bonusValue isGlobalPreset isActive editable';
const LIST = `{ bonusPresets { ${FIELDS} } }`;
const CREATE = `mutation($input: BonusPresetInput!) { createBonusPreset(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: BonusPresetInput!) { updateBonusPreset(id: $id, input: $input) { ${FIELDS} } }`;
const TOGGLE = `mutation($id: ID!) { toggleBonusPreset(id: $id) { ${FIELDS} } }`;
const COPY = `mutation($id: ID!) { copyBonusPreset(id: $id) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteBonusPreset(id: $id) }`;

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['superadmin', 'owner.hawassa', 'hawassa1', 'hawassa2']) {
    const token = await server.login(name);
    headers[name] = { authorization: `Bearer ${token}`, 'x-step-up': await server.stepUp(token) };
  }
});
afterAll(() => server?.close());

const gql = (who: string | null, query: string, variables: Record<string, unknown> = {}) =>
  server.graphql(query, variables, undefined, who ? headers[who] : {});

/** A global preset as the super admin leaves it in the first test (created, edited to 7, active): each test makes its own. */
async function holidayPreset(): Promise<string> {
  const created = await gql('superadmin', CREATE, {
    input: { name: 'Holiday 5%', bonusType: 'percentage', bonusValue: 7, presetCategory: 'holiday' },
  });
  expect(created.body.errors, JSON.stringify(created.body)).toBeUndefined();
  return created.body.data.createBonusPreset.id as string;
}

let globalId: string;
beforeEach(async () => {
  globalId = await holidayPreset();
});

describe('global bonus presets', () => {
  it('the super admin creates, edits and toggles a global preset; hosts see it read-only', async () => {
    const created = await gql('superadmin', CREATE, {
      input: { name: 'Holiday 5%', bonusType: 'percentage', bonusValue: 5, presetCategory: 'holiday' },
    });
    expect(created.body.errors, JSON.stringify(created.body)).toBeUndefined();
    expect(created.body.data.createBonusPreset).toMatchObject({ isGlobalPreset: true, editable: true, isActive: true });
    globalId = created.body.data.createBonusPreset.id;
    const edited = await gql('superadmin', UPDATE, { id: globalId, input: { bonusValue: 7 } });
    expect(edited.body.data.updateBonusPreset.bonusValue).toBe(7);
    expect((await gql('superadmin', TOGGLE, { id: globalId })).body.data.toggleBonusPreset.isActive).toBe(false);
    expect((await gql('superadmin', TOGGLE, { id: globalId })).body.data.toggleBonusPreset.isActive).toBe(true);
    const seen = (await gql('hawassa1', LIST)).body.data.bonusPresets.find((p: { id: string }) => p.id === globalId);
    expect(seen).toMatchObject({ isGlobalPreset: true, editable: false, bonusValue: 7 });
  });

  it('a host copies it into its own presets and edits the copy; the global one stays', async () => {
    const copy = (await gql('hawassa1', COPY, { id: globalId })).body.data.copyBonusPreset;
    expect(copy).toMatchObject({ name: 'Holiday 5%', bonusValue: 7, isGlobalPreset: false, editable: true });
    expect(copy.id).not.toBe(globalId);
    const edited = await gql('hawassa1', UPDATE, { id: copy.id, input: { bonusValue: 9 } });
    expect(edited.body.data.updateBonusPreset.bonusValue).toBe(9);
    const list = (await gql('hawassa1', LIST)).body.data.bonusPresets;
    expect(list.find((p: { id: string }) => p.id === globalId).bonusValue).toBe(7);
    // The copy is the host's own: another host does not see it, nor may delete it.
    const other = (await gql('hawassa2', LIST)).body.data.bonusPresets.map((p: { id: string }) => p.id);
    expect(other).not.toContain(copy.id);
    expect((await gql('hawassa2', DELETE, { id: copy.id })).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await gql('hawassa1', DELETE, { id: copy.id })).body.data.deleteBonusPreset).toBe(true);
    expect((await gql('hawassa1', LIST)).body.data.bonusPresets.map((p: { id: string }) => p.id)).not.toContain(
      copy.id,
    );
  });

  describe('refused: a clear message, nothing changed', () => {
    const refused = (who: string | null, query: string, variables: Record<string, unknown>, code: string) =>
      expectRefusedUnchanged(server, () => gql(who, query, variables), code);

    it('a host may not delete a global preset, nor copy its own', async () => {
      await refused('hawassa1', DELETE, { id: globalId }, 'FORBIDDEN');
      const own = (
        await gql('hawassa1', CREATE, {
          input: { name: 'Own', bonusType: 'fixed', bonusValue: 100, presetCategory: 'daily' },
        })
      ).body.data.createBonusPreset.id;
      await refused('hawassa1', COPY, { id: own }, 'BAD_USER_INPUT');
    });

    it('owners and anonymous callers: FORBIDDEN / UNAUTHENTICATED', async () => {
      await refused('owner.hawassa', DELETE, { id: globalId }, 'FORBIDDEN');
      await refused('owner.hawassa', COPY, { id: globalId }, 'FORBIDDEN');
      await refused('superadmin', COPY, { id: globalId }, 'FORBIDDEN');
      await refused(null, DELETE, { id: globalId }, 'UNAUTHENTICATED');
    });

    it('unknown or malformed ids: NOT_FOUND', async () => {
      await refused('superadmin', DELETE, { id: crypto.randomUUID() }, 'NOT_FOUND');
      await refused('hawassa1', COPY, { id: 'not-an-id' }, 'NOT_FOUND');
    });

    it('without step-up: refused', async () => {
      const token = await server.login('superadmin');
      const before = await guardedSnapshot(server.orm);
      const res = await server.graphql(DELETE, { id: globalId }, token);
      expect(res.body.errors[0].message).toMatch(/step-up|password/i);
      expect(await guardedSnapshot(server.orm)).toEqual(before);
    });
  });

  it('the super admin deletes the global preset: hosts no longer see it', async () => {
    expect((await gql('superadmin', DELETE, { id: globalId })).body.data.deleteBonusPreset).toBe(true);
    const ids = (await gql('hawassa1', LIST)).body.data.bonusPresets.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(globalId);
  });
});
