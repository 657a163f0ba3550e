import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { accountsSnapshot } from '../../../test/db-snapshot';
import { AccountSchema, LedgerEntrySchema } from '../account';

let server: TestServer;
let superToken: string;
let superStepUp: string;

beforeAll(async () => {
  server = await startTestServer();
  superToken = await server.login('superadmin');
  superStepUp = await server.stepUp(superToken);
});
afterAll(() => server?.close());

const GROUP =
  'id name routeSlug prefixes cardSetIds canEditCommission archivedAt superAccount { id username walletBalanceSantim } owners { id username blocked }';

async function asSuper(query: string, variables?: Record<string, unknown>) {
  return (await server.graphql(query, variables, superToken, { 'x-step-up': superStepUp })).body;
}

async function groupsByName() {
  const body = await asSuper(`{ ownerGroups { ${GROUP} } }`);
  return Object.fromEntries(body.data.ownerGroups.map((g: { name: string }) => [g.name, g]));
}

/** Refused with the code and message, and the accounts, ledger, audit and groups are as they were. */
async function expectRefused(
  run: () => Promise<{ errors?: { message: string; extensions: { code: string } }[] }>,
  code: string,
  message: RegExp,
) {
  const before = await accountsSnapshot(server.orm);
  const body = await run();
  expect(body.errors?.[0]?.extensions.code, JSON.stringify(body)).toBe(code);
  expect(body.errors![0]!.message).toMatch(message);
  expect(await accountsSnapshot(server.orm)).toEqual(before);
}

const CREATE = `mutation($input: CreateOwnerGroupInput!) { createOwnerGroup(input: $input) { ${GROUP} } }`;
const ADJUST = 'mutation($input: AdjustWalletInput!) { adjustHostWallet(input: $input) { walletBalanceSantim } }';

describe('the super admin builds an owner group from nothing', () => {
  it('creates a group with an empty super account, an owner, funds it, and the owner registers a host from it', async () => {
    const created = await asSuper(CREATE, {
      input: { name: 'adama', routeSlug: 'adama', prefixes: ['adama'], cardSetIds: [1], canEditCommission: true },
    });
    const group = created.data.createOwnerGroup;
    expect(group).toMatchObject({
      name: 'adama',
      routeSlug: 'adama',
      prefixes: ['adama'],
      cardSetIds: [1],
      canEditCommission: true,
      archivedAt: null,
      superAccount: { username: 'adamasuper', walletBalanceSantim: 0 },
      owners: [],
    });

    const owner = await asSuper(
      'mutation($input: CreateOwnerAccountInput!) { createOwnerAccount(input: $input) { id username groupId blocked } }',
      { input: { groupId: group.id, username: 'owner.adama', password: 'adama-owner-pass' } },
    );
    expect(owner.data.createOwnerAccount).toMatchObject({ username: 'owner.adama', groupId: group.id, blocked: false });

    // Funded with an idempotency key: a retry with the same key answers the first result and moves nothing again.
    for (let attempt = 0; attempt < 2; attempt++) {
      const funded = await server.graphql(
        ADJUST,
        { input: { hostId: group.superAccount.id, amountSantim: 5_000_000 } },
        superToken,
        { 'x-step-up': superStepUp, 'idempotency-key': 'fund-adama-1' },
      );
      expect(funded.body.data.adjustHostWallet.walletBalanceSantim).toBe(5_000_000);
    }

    const ownerToken = await server.login('owner.adama', 'adama-owner-pass');
    const mine = await server.graphql('{ myOwnerGroup { name superAccountWalletSantim } }', undefined, ownerToken);
    expect(mine.body.data.myOwnerGroup).toEqual({ name: 'adama', superAccountWalletSantim: 5_000_000 });
    const registered = await server.graphql(
      'mutation($input: RegisterHostInput!) { registerHost(input: $input) { username walletBalanceSantim } }',
      { input: { username: 'adama1', password: 'adama1-pass', cardSet: 1, initialWalletSantim: 1_000_000 } },
      ownerToken,
      { 'x-step-up': await server.stepUp(ownerToken, 'adama-owner-pass') },
    );
    expect(registered.body.data.registerHost).toEqual({ username: 'adama1', walletBalanceSantim: 1_000_000 });

    const adama = (await groupsByName()).adama;
    expect(adama.superAccount.walletBalanceSantim).toBe(4_000_000);
    expect(adama.owners.map((o: { username: string }) => o.username)).toEqual(['owner.adama']);
    const em = server.orm.em.fork();
    const ledger = await em.find(
      LedgerEntrySchema,
      { account: group.superAccount.id },
      { orderBy: { createdAt: 'asc' } },
    );
    expect(ledger.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['ADJUSTMENT', 5_000_000, 5_000_000],
      ['TRANSFER_OUT', -1_000_000, 4_000_000],
    ]);
    // The super accounts stay out of the host table.
    const hosts = await server.graphql('{ hosts { username } }', undefined, superToken);
    expect(hosts.body.data.hosts.map((h: { username: string }) => h.username)).not.toContain('adamasuper');
  });

  it('edits a group, and archiving stops its owners until it is brought back', async () => {
    const ale = (await groupsByName()).ale;
    const edited = await asSuper(
      `mutation($input: UpdateOwnerGroupInput!) { updateOwnerGroup(input: $input) { ${GROUP} } }`,
      { input: { id: ale.id, prefixes: ['ale', 'alem'], canEditCommission: true } },
    );
    expect(edited.data.updateOwnerGroup).toMatchObject({
      name: 'ale',
      routeSlug: 'final/warning',
      prefixes: ['ale', 'alem'],
      canEditCommission: true,
    });

    const ownerToken = await server.login('owner.ale');
    const archive = (archived: boolean) =>
      asSuper(
        `mutation($id: Int!, $a: Boolean!) { setOwnerGroupArchived(groupId: $id, archived: $a) { archivedAt } }`,
        {
          id: ale.id,
          a: archived,
        },
      );
    expect((await archive(true)).data.setOwnerGroupArchived.archivedAt).not.toBeNull();
    const refused = await server.graphql('{ hosts { username } }', undefined, ownerToken);
    expect(refused.body.errors[0]).toMatchObject({
      message: 'The group "ale" is archived',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await archive(false)).data.setOwnerGroupArchived.archivedAt).toBeNull();
    const back = await server.graphql('{ hosts { username } }', undefined, ownerToken);
    expect(back.body.data.hosts.map((h: { username: string }) => h.username)).toEqual(['ale1']);
  });

  it('blocks an owner (its tokens stop at once) and resets its password with changePassword', async () => {
    const hawassa = (await groupsByName()).hawassa;
    const ownerId = hawassa.owners[0].id;
    const ownerToken = await server.login('owner.hawassa');
    const blocked = await asSuper(
      'mutation($id: ID!) { setOwnerAccountBlocked(ownerId: $id, blocked: true) { blocked } }',
      { id: ownerId },
    );
    expect(blocked.data.setOwnerAccountBlocked.blocked).toBe(true);
    expect(
      (await server.graphql('{ myOwnerGroup { name } }', undefined, ownerToken)).body.errors[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
    await asSuper('mutation($id: ID!) { setOwnerAccountBlocked(ownerId: $id, blocked: false) { blocked } }', {
      id: ownerId,
    });
    const reset = await asSuper(
      'mutation($id: ID!) { changePassword(input: { adminId: $id, newPassword: "hawassa-new-pass" }) }',
      { id: ownerId },
    );
    expect(reset.data.changePassword).toBe(true);
    await server.login('owner.hawassa', 'hawassa-new-pass');
  });

  it('labels the owner routes from the groups’ data', async () => {
    const ownerToken = await server.login('owner.ale');
    const label = async (path: string) =>
      (await server.graphql('query($p: String!) { ownerRoute(path: $p) }', { p: path }, ownerToken)).body.data
        .ownerRoute;
    expect(await label('/hawassa')).toBe('hawassa');
    expect(await label('/final/warning/x/ale/')).toBe('ale');
    expect(await label('/adama')).toBe('adama');
    expect(await label('/shashemene')).toBeNull();
  });
});

describe('bad input is refused with a clear message and changes nothing', () => {
  const create = (input: Record<string, unknown>) => () =>
    asSuper(CREATE, { input: { name: 'sodo', prefixes: ['sodo'], cardSetIds: [1], ...input } });

  it('refuses prefixes that overlap another group’s, naming both groups and prefixes', async () => {
    await expectRefused(
      create({ prefixes: ['hawassa2'] }),
      'BAD_USER_INPUT',
      /The prefix "hawassa2" of group "sodo" overlaps the prefix "hawassa" of group "hawassa"/,
    );
    await expectRefused(
      create({ prefixes: ['sodo', 'al'] }),
      'BAD_USER_INPUT',
      /The prefix "al" of group "sodo" overlaps the prefix "ale" of group "ale"/,
    );
    const hawassa = (await groupsByName()).hawassa;
    await expectRefused(
      () =>
        asSuper('mutation($input: UpdateOwnerGroupInput!) { updateOwnerGroup(input: $input) { id } }', {
          input: { id: hawassa.id, prefixes: ['ad'] },
        }),
      'BAD_USER_INPUT',
      /The prefix "ad" of group "hawassa" overlaps the prefix "adama" of group "adama"/,
    );
  });

  it('refuses a taken name or route, a malformed or reserved route, unknown card sets and malformed prefixes', async () => {
    await expectRefused(create({ name: 'hawassa', prefixes: ['zz'] }), 'CONFLICT', /already a group named "hawassa"/);
    await expectRefused(create({ routeSlug: 'final/warning' }), 'CONFLICT', /belongs to group "ale"/);
    await expectRefused(create({ routeSlug: '/sodo' }), 'BAD_USER_INPUT', /path segments/);
    await expectRefused(create({ routeSlug: 'dashboard' }), 'BAD_USER_INPUT', /already a screen of the app/);
    await expectRefused(create({ cardSetIds: [9] }), 'BAD_USER_INPUT', /There is no card set 9/);
    await expectRefused(create({ prefixes: [] }), 'BAD_USER_INPUT', /prefixes must list 1 to 10/);
    await expectRefused(create({ prefixes: ['So Do'] }), 'BAD_USER_INPUT', /Each prefix must be/);
    await expectRefused(create({ name: 'A' }), 'BAD_USER_INPUT', /group name must be/);
  });

  it('refuses negative beyond the balance, fractional and unknown super-account amounts', async () => {
    const adama = (await groupsByName()).adama;
    const adjust = (input: Record<string, unknown>) => () =>
      asSuper(ADJUST, { input: { hostId: adama.superAccount.id, ...input } });
    await expectRefused(adjust({ amountSantim: -100_000_000 }), 'INSUFFICIENT_BALANCE', /Insufficient balance/);
    await expectRefused(adjust({ amountSantim: 10.5 }), 'BAD_USER_INPUT', /whole number|Int/i);
    await expectRefused(adjust({ walletSantim: -1 }), 'BAD_USER_INPUT', /cannot be negative/);
    await expectRefused(
      () => asSuper(ADJUST, { input: { hostId: crypto.randomUUID(), amountSantim: 100 } }),
      'NOT_FOUND',
      /not found/,
    );
  });

  it('answers 404 for unknown groups and owners', async () => {
    await expectRefused(
      () => asSuper('mutation { updateOwnerGroup(input: { id: 999, name: "x1" }) { id } }'),
      'NOT_FOUND',
      /Owner group not found/,
    );
    await expectRefused(
      () => asSuper('mutation { setOwnerGroupArchived(groupId: 999, archived: true) { id } }'),
      'NOT_FOUND',
      /Owner group not found/,
    );
    await expectRefused(
      () =>
        asSuper(
          'mutation { createOwnerAccount(input: { groupId: 999, username: "owner.x", password: "long-pass-1" }) { id } }',
        ),
      'NOT_FOUND',
      /Owner group not found/,
    );
    const superAccountId = (await groupsByName()).hawassa.superAccount.id;
    for (const id of [crypto.randomUUID(), 'not-an-id', superAccountId]) {
      await expectRefused(
        () => asSuper('mutation($id: ID!) { setOwnerAccountBlocked(ownerId: $id, blocked: true) { id } }', { id }),
        'NOT_FOUND',
        /Owner not found/,
      );
    }
  });
});

describe('only the super admin manages groups', () => {
  const WRITES: [
    string,
    (ids: { group: number; owner: string; superAccount: string }) => [string, Record<string, unknown>],
  ][] = [
    ['ownerGroups', () => ['{ ownerGroups { id } }', {}]],
    ['createOwnerGroup', () => [CREATE, { input: { name: 'sodo', prefixes: ['sodo'], cardSetIds: [1] } }]],
    [
      'updateOwnerGroup',
      (ids) => [
        'mutation($id: Int!) { updateOwnerGroup(input: { id: $id, canEditCommission: true }) { id } }',
        { id: ids.group },
      ],
    ],
    [
      'setOwnerGroupArchived',
      (ids) => [
        'mutation($id: Int!) { setOwnerGroupArchived(groupId: $id, archived: true) { id } }',
        { id: ids.group },
      ],
    ],
    [
      'createOwnerAccount',
      (ids) => [
        'mutation($id: Int!) { createOwnerAccount(input: { groupId: $id, username: "owner.y", password: "long-pass-1" }) { id } }',
        { id: ids.group },
      ],
    ],
    [
      'setOwnerAccountBlocked',
      (ids) => ['mutation($id: ID!) { setOwnerAccountBlocked(ownerId: $id, blocked: true) { id } }', { id: ids.owner }],
    ],
    ['adjustHostWallet (super account)', (ids) => [ADJUST, { input: { hostId: ids.superAccount, amountSantim: 100 } }]],
  ];

  it.each(WRITES)(
    '%s: an owner of another group, a host and anonymous are refused; nothing changes',
    async (_name, build) => {
      const adama = (await groupsByName()).adama;
      const [query, variables] = build({
        group: adama.id,
        owner: adama.owners[0].id,
        superAccount: adama.superAccount.id,
      });
      for (const [username, code] of [
        ['owner.hawassa', 'FORBIDDEN'],
        ['demo', 'FORBIDDEN'],
        [null, 'UNAUTHENTICATED'],
      ] as const) {
        const password = username === 'owner.hawassa' ? 'hawassa-new-pass' : undefined;
        const token = username ? await server.login(username, password) : undefined;
        const stepUp = token ? { 'x-step-up': await server.stepUp(token, password) } : undefined;
        await expectRefused(
          async () => (await server.graphql(query, variables, token, stepUp)).body,
          code,
          /not allowed|Sign in/,
        );
      }
    },
  );

  it('a host cannot read owner routes, and the refusals left the super account as it was', async () => {
    const em = server.orm.em.fork();
    const adamaSuper = await em.findOneOrFail(AccountSchema, { username: 'adamasuper' });
    const hostToken = await server.login('demo');
    expect(
      (await server.graphql('{ ownerRoute(path: "/adama") }', undefined, hostToken)).body.errors[0].extensions.code,
    ).toBe('FORBIDDEN');
    expect(adamaSuper.walletBalance).toBe(4_000_000);
  });
});
