// The bench's halls made to require a shift, and each host's shift opened, through the API.

async function call(url: string, path: string, token: string, body: unknown): Promise<any> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as any;
  if (!res.ok || json.errors) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Every host the super admin sees requires a shift; each bench host opens one with a 200 Birr float. */
export async function requireShifts(url: string, superToken: string, hostTokens: readonly string[]): Promise<void> {
  const hosts = (await call(url, '/graphql', superToken, { query: 'query { hosts { id } }' })).data.hosts as {
    id: string;
  }[];
  for (const { id } of hosts)
    await call(url, '/graphql', superToken, {
      query: 'mutation($input: TillSettingsInput!) { updateTillSettings(input: $input) { hostId } }',
      variables: { input: { hostId: id, shiftsRequired: true } },
    });
  for (const token of hostTokens) await call(url, '/api/shifts', token, { counts: [{ birr: 200, count: 1 }] });
}
