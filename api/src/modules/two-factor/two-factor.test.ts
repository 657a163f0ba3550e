import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { codeAt } from '../../../test/helpers/totp-codes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { token role twoFactorEnrolmentRequired } }`;
const BEGIN = `mutation { beginTwoFactorEnrolment { secret otpauthUri qrCodeDataUrl } }`;
const CONFIRM = `mutation ($code: String!) { confirmTwoFactorEnrolment(input: { code: $code }) { recoveryCodes token } }`;
const STATUS = `{ twoFactorStatus { enrolled required requiredForOwners recoveryCodesLeft } }`;
const STEP_UP = `mutation ($input: StepUpInput!) { stepUp(input: $input) { stepUpToken } }`;
const RESET = `mutation ($id: ID!) { resetTwoFactor(input: { accountId: $id }) { username enrolled } }`;
const POLICY = `mutation ($on: Boolean!) { setTwoFactorPolicy(input: { requiredForOwners: $on }) }`;
const ACCOUNTS = `{ twoFactorAccounts { id username role enrolled recoveryCodesLeft } }`;

const appCode = (body: any) => body.errors?.[0]?.extensions?.appCode;
const restLogin = (username: string, code?: string) =>
  server.request('POST', '/api/admin/login', { body: { username, password: 'demo1234', ...(code ? { code } : {}) } });

const secrets = new Map<string, string>();
const recovery = new Map<string, string[]>();

/** Signs `username` in (no second factor yet) and enrols it; answers the secret and the recovery codes. */
async function enrol(username: string): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
  const token = await server.login(username);
  const begun = await server.graphql(BEGIN, {}, token);
  const { secret } = begun.body.data.beginTwoFactorEnrolment;
  // The previous step: the next sign-in can use the current one.
  const confirmed = await server.graphql(CONFIRM, { code: await codeAt(secret, -1) }, token);
  const recoveryCodes: string[] = confirmed.body.data.confirmTwoFactorEnrolment.recoveryCodes;
  secrets.set(username, secret);
  recovery.set(username, [...recoveryCodes]);
  // Enrolling ended the session that asked too: it carries on with the token the answer gives.
  return { secret, recoveryCodes, token: confirmed.body.data.confirmTwoFactorEnrolment.token };
}

describe('enrolment', () => {
  it('gives a secret, its otpauth URI and QR code once; a wrong first code changes nothing; the right one turns it on with ten recovery codes', async () => {
    const token = await server.login('owner.hawassa');
    const begun = await server.graphql(BEGIN, {}, token);
    const { secret, otpauthUri, qrCodeDataUrl } = begun.body.data.beginTwoFactorEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Bingo%20Hall:owner\.hawassa\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await server.graphql(CONFIRM, { code: '000000' }, token);
    expect(appCode(wrong.body)).toBe('BAD_INPUT');
    expect((await server.graphql(STATUS, {}, token)).body.data.twoFactorStatus.enrolled).toBe(false);

    const confirmed = await server.graphql(CONFIRM, { code: await codeAt(secret) }, token);
    const codes: string[] = confirmed.body.data.confirmTwoFactorEnrolment.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const session: string = confirmed.body.data.confirmTwoFactorEnrolment.token;
    expect((await server.graphql(STATUS, {}, session)).body.data.twoFactorStatus).toEqual({
      enrolled: true,
      required: false,
      requiredForOwners: false,
      recoveryCodesLeft: 10,
    });

    // Never returned again; stored encrypted, recovery codes only as hashes.
    expect(appCode((await server.graphql(BEGIN, {}, session)).body)).toBe('CONFLICT');
    const db = server.orm.em.getConnection();
    const [row] = await db.execute(
      `select secret, pending_secret from two_factor t join account a on a.id = t.account_id where a.username = 'owner.hawassa'`,
    );
    expect(row.secret).not.toContain(secret);
    expect(row.pending_secret).toBeNull();
    const hashes = await db.execute(
      `select code_hash from two_factor_recovery_code r join account a on a.id = r.account_id where a.username = 'owner.hawassa'`,
    );
    expect(hashes.map((h: { code_hash: string }) => h.code_hash)).not.toContain(codes[0]);
    // The enrolment is in the audit log.
    const [audit] = await db.execute(
      `select count(*)::int as n from audit_log where action = 'account.two_factor.enable'`,
    );
    expect(audit.n).toBeGreaterThanOrEqual(1);
  });

  it('is for owners and the super admin only: a host is refused', async () => {
    const host = await server.login('demo');
    expect(appCode((await server.graphql(BEGIN, {}, host)).body)).toBe('FORBIDDEN');
  });
});

describe('sign-in with a second factor', () => {
  it('needs the code once enrolled, on GraphQL and REST; a wrong code is refused and a used code does not work twice', async () => {
    const { secret } = await enrol('superadmin');

    // First step: the password alone answers that a code is needed, and no session.
    const first = await server.graphql(LOGIN, { input: { username: 'superadmin', password: 'demo1234' } });
    expect(appCode(first.body)).toBe('TWO_FACTOR_REQUIRED');
    expect(first.body.data).toBeNull();
    const rest = await restLogin('superadmin');
    expect(rest.status).toBe(401);
    expect(rest.body.code).toBe('TWO_FACTOR_REQUIRED');
    expect(rest.body.token).toBeUndefined();

    const wrong = await restLogin('superadmin', '123456' === (await codeAt(secret)) ? '654321' : '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'TWO_FACTOR_REQUIRED', message: 'Invalid two-factor code' });

    const code = await codeAt(secret);
    const ok = await server.graphql(LOGIN, { input: { username: 'superadmin', password: 'demo1234', code } });
    expect(ok.body.data.login.token).toBeTruthy();
    // Replayed: the same code (same time step) is refused.
    expect((await restLogin('superadmin', code)).status).toBe(401);
    // The next step still works (clock drift of one step).
    const next = await restLogin('superadmin', await codeAt(secret, 1));
    expect(next.status).toBe(200);
    expect(next.body.token).toBeTruthy();
  });

  it('takes each recovery code once', async () => {
    const { recoveryCodes } = await enrol('owner.ale');
    const used = await restLogin('owner.ale', recoveryCodes[3]!.toUpperCase());
    expect(used.status).toBe(200);
    const replayed = await restLogin('owner.ale', recoveryCodes[3]);
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe('TWO_FACTOR_REQUIRED');
    const status = await server.graphql(STATUS, {}, used.body.token);
    expect(status.body.data.twoFactorStatus.recoveryCodesLeft).toBe(9);
  });

  it('step-up needs the code too once enrolled; a legacy inline password is not enough', async () => {
    const token = (await restLogin('superadmin', recovery.get('superadmin')!.pop())).body.token as string;
    const without = await server.graphql(STEP_UP, { input: { password: 'demo1234' } }, token);
    expect(appCode(without.body)).toBe('TWO_FACTOR_REQUIRED');
    const wrongPassword = await server.request('POST', '/api/admin/step-up', { body: { password: 'nope' }, token });
    expect(wrongPassword.body.code).toBe('STEP_UP_REQUIRED');
    const wrongCode = await server.request('POST', '/api/admin/step-up', {
      body: { password: 'demo1234', code: 'aaaaa-aaaaa' },
      token,
    });
    expect(wrongCode.body.code).toBe('TWO_FACTOR_REQUIRED');
    const withCode = await server.request('POST', '/api/admin/step-up', {
      body: { password: 'demo1234', code: recovery.get('superadmin')!.pop() },
      token,
    });
    expect(withCode.status).toBe(200);
    expect(withCode.body.stepUpToken).toBeTruthy();
    // Legacy payloads that carry the password inline (wallet update, change-password) cannot carry a code.
    const inline = await server.request('POST', '/admin/change-password', {
      body: { adminId: crypto.randomUUID(), newPassword: 'another-pass-1', masterKey: 'demo1234' },
      token,
    });
    expect(inline.body.code).toBe('TWO_FACTOR_REQUIRED');
  });
});

describe('sessions end when two-factor sign-in changes', () => {
  const valid = async (token: string) =>
    (await server.request('GET', '/admin/validate-token', { token })).body.valid as boolean;
  // One super admin session for both (each takes two of its ten recovery codes).
  let admin: ReturnType<typeof adminSession> | undefined;
  const adminOnce = () => (admin ??= adminSession());
  const apiTokenWorks = async (token: string) =>
    (await server.request('GET', '/admin/stats', { token })).status === 200;

  it('enrolling ends every other session and API token of the account; the caller carries on with the new token', async () => {
    const { token: adminToken } = await adminOnce();
    const created = await server.graphql(
      'mutation { createOwnerAccount(input: { groupId: 1, username: "owner.hawassa9", password: "demo1234" }) { id } }',
      {},
      adminToken,
    );
    expect(created.body.errors).toBeUndefined();
    const other = await server.login('owner.hawassa9');
    const apiToken = (
      await server.graphql('mutation { createApiToken(input: { name: "script" }) { token } }', {}, other)
    ).body.data.createApiToken.token as string;
    expect(await valid(other)).toBe(true);
    expect(await apiTokenWorks(apiToken)).toBe(true);
    const unrelated = await server.login('demo');

    const { token } = await enrol('owner.hawassa9');
    expect(await valid(other)).toBe(false);
    expect(await apiTokenWorks(apiToken)).toBe(false);
    expect(await valid(token)).toBe(true);
    expect((await server.graphql(STATUS, {}, token)).body.data.twoFactorStatus.enrolled).toBe(true);
    expect(await valid(unrelated)).toBe(true);
  });

  it("the super admin's reset ends the account's sessions", async () => {
    const signedIn = (await restLogin('owner.hawassa9', recovery.get('owner.hawassa9')!.pop())).body.token as string;
    expect(await valid(signedIn)).toBe(true);
    const admin = await adminOnce();
    const [owner] = await server.orm.em
      .getConnection()
      .execute(`select id from account where username = 'owner.hawassa9'`);
    const reset = await server.graphql(RESET, { id: owner.id }, admin.token, { 'x-step-up': admin.stepUp });
    expect(reset.body.data.resetTwoFactor.enrolled).toBe(false);
    expect(await valid(signedIn)).toBe(false);
    expect(await valid(admin.token)).toBe(true);
  });
});

describe("the super admin's lost-device reset", () => {
  it('needs step-up, is audited, and lets the owner sign in with the password alone', async () => {
    const admin = await adminSession();
    const accounts = (await server.graphql(ACCOUNTS, {}, admin.token)).body.data.twoFactorAccounts;
    const owner = accounts.find((a: { username: string }) => a.username === 'owner.hawassa');
    expect(owner).toMatchObject({ role: 'OWNER', enrolled: true, recoveryCodesLeft: 10 });
    expect(accounts.map((a: { role: string }) => a.role)).not.toContain('HOST');

    expect(appCode((await server.graphql(RESET, { id: owner.id }, admin.token)).body)).toBe('STEP_UP_REQUIRED');
    expect((await restLogin('owner.hawassa')).body.code).toBe('TWO_FACTOR_REQUIRED');

    const reset = await server.graphql(RESET, { id: owner.id }, admin.token, { 'x-step-up': admin.stepUp });
    expect(reset.body.data.resetTwoFactor).toEqual({ username: 'owner.hawassa', enrolled: false });
    const [audit] = await server.orm.em
      .getConnection()
      .execute(
        `select actor_id, data from audit_log where action = 'account.two_factor.reset' order by id desc limit 1`,
      );
    expect(audit.actor_id).toBe(admin.id);
    expect(audit.data).toMatchObject({ username: 'owner.hawassa', hadTwoFactor: true });
    expect((await restLogin('owner.hawassa')).status).toBe(200);
  });

  it('refuses hosts (404), unknown ids (404), bad ids (400), and callers other than the super admin (403)', async () => {
    const admin = await adminSession();
    const headers = { 'x-step-up': admin.stepUp };
    const [demo] = await server.orm.em.getConnection().execute(`select id from account where username = 'demo'`);
    expect(appCode((await server.graphql(RESET, { id: demo.id }, admin.token, headers)).body)).toBe('NOT_FOUND');
    const unknown = crypto.randomUUID();
    expect(appCode((await server.graphql(RESET, { id: unknown }, admin.token, headers)).body)).toBe('NOT_FOUND');
    expect(appCode((await server.graphql(RESET, { id: 'nope' }, admin.token, headers)).body)).toBe('BAD_INPUT');
    const owner = await server.login('owner.hawassa');
    expect(appCode((await server.graphql(RESET, { id: demo.id }, owner)).body)).toBe('FORBIDDEN');
    expect(appCode((await server.graphql(ACCOUNTS, {}, owner)).body)).toBe('FORBIDDEN');
  });
});

describe('two-factor required for all owners', () => {
  it('sends an owner without it to enrolment (nothing else answers) and leaves hosts alone', async () => {
    const admin = await adminSession();
    expect(appCode((await server.graphql(POLICY, { on: true }, admin.token)).body)).toBe('STEP_UP_REQUIRED');
    const on = await server.graphql(POLICY, { on: true }, admin.token, { 'x-step-up': admin.stepUp });
    expect(on.body.data.setTwoFactorPolicy).toBe(true);

    // owner.hawassa was reset above: it signs in, but only enrolment is open until it enrols.
    const login = await server.graphql(LOGIN, { input: { username: 'owner.hawassa', password: 'demo1234' } });
    expect(login.body.data.login).toMatchObject({ role: 'OWNER', twoFactorEnrolmentRequired: true });
    const token = login.body.data.login.token as string;
    expect((await server.graphql(STATUS, {}, token)).body.data.twoFactorStatus).toMatchObject({
      enrolled: false,
      required: true,
    });
    const blocked = await server.graphql(`{ myOwnerGroup { name } }`, {}, token);
    expect(appCode(blocked.body)).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    const rest = await server.request('GET', '/admin/owner-group', { token });
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');

    const { secret } = (await server.graphql(BEGIN, {}, token)).body.data.beginTwoFactorEnrolment;
    const confirmed = await server.graphql(CONFIRM, { code: await codeAt(secret, -1) }, token);
    const session: string = confirmed.body.data.confirmTwoFactorEnrolment.token;
    expect((await server.request('GET', '/admin/owner-group', { token: session })).status).toBe(200);
    // Its step-up now takes the authenticator's code (the next step: the confirming one is spent).
    const stepUp = await server.graphql(
      STEP_UP,
      { input: { password: 'demo1234', code: await codeAt(secret, 0) } },
      session,
    );
    expect(stepUp.body.data.stepUp.stepUpToken).toBeTruthy();

    // Hosts have no second factor and are unaffected by the switch.
    const host = await server.request('POST', '/api/admin/login', {
      body: { username: 'hawassa1', password: 'demo1234' },
    });
    expect(host.status).toBe(200);
    expect(host.body.twoFactorEnrolmentRequired).toBe(false);
    expect((await server.request('GET', '/admin/validate-token', { token: host.body.token })).body.valid).toBe(true);

    const off = await server.graphql(POLICY, { on: false }, admin.token, { 'x-step-up': admin.stepUp });
    expect(off.body.data.setTwoFactorPolicy).toBe(false);
  });
});

/** The super admin (enrolled above) signed in and stepped up with its codes. */
async function adminSession(): Promise<{ token: string; stepUp: string; id: string }> {
  // Recovery codes rather than TOTP: each authenticator step can be used only once.
  const login = await restLogin('superadmin', recovery.get('superadmin')!.pop());
  expect(login.status).toBe(200);
  const stepUp = await server.request('POST', '/api/admin/step-up', {
    body: { password: 'demo1234', code: recovery.get('superadmin')!.pop() },
    token: login.body.token,
  });
  expect(stepUp.status).toBe(200);
  return { token: login.body.token, stepUp: stepUp.body.stepUpToken, id: login.body.adminId };
}
