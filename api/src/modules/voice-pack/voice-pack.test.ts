import { execFileSync } from 'node:child_process';
import { VOICE_PACK_MAX_BYTES } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { goodPackFiles, toneWav, zipOf } from '../../../test/helpers/voice-pack-files';
import { sqlEm } from '../../shared/db/sql';
import { loudnessDb } from './loudness';
import { decodeWav } from './wav';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['superadmin', 'owner.hawassa', 'owner.ale', 'hawassa1', 'hawassa2'])
    tokens[name] = await server.login(name);
  for (const row of await sqlEm(server.orm).execute<{ id: string; username: string }[]>(
    "select id, username from account where username in ('hawassa1', 'hawassa2')",
  ))
    ids[row.username] = row.id;
});
afterAll(() => server?.close());

async function upload(who: string, zip: Uint8Array | Blob, fields: Record<string, string | undefined> = {}) {
  const form = new FormData();
  form.set('name', fields.name ?? 'Hawassa voices');
  if (fields.hostId) form.set('hostId', fields.hostId);
  form.set('pack', zip instanceof Blob ? zip : new Blob([zip as Uint8Array<ArrayBuffer>]), 'pack.zip');
  const res = await fetch(`${server.url}/api/voice-packs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[who]}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

/** espeak-ng speaks the numbers when the machine has it (CI images may not: that variant is skipped). */
const espeak = (() => {
  try {
    execFileSync('espeak-ng', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

async function tableCounts() {
  const [row] = await sqlEm(server.orm).execute<{ packs: number; clips: number; audits: number }[]>(
    `select (select count(*)::int from voice_pack) as packs, (select count(*)::int from voice_pack_clip) as clips,
       (select count(*)::int from audit_log where action like 'voice-pack.%') as audits`,
  );
  return row;
}

const LIST = `query($hostId: ID) { voicePacks(hostId: $hostId) { id name hostId clipBaseUrl previewUrl events isDefault } }`;
const CHOOSE = `mutation($hostId: ID, $packId: ID) { setDefaultVoicePack(hostId: $hostId, packId: $packId) { id clipBaseUrl } }`;

/** Refused with every reason named, and nothing stored. */
async function expectRefused(files: Record<string, Uint8Array>, problems: (string | RegExp)[]) {
  const before = await tableCounts();
  const res = await upload('hawassa1', zipOf(files));
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe('BAD_INPUT');
  expect(res.body.message).toMatch(/^The pack was refused: /);
  for (const p of problems)
    expect(res.body.details.problems).toContainEqual(typeof p === 'string' ? p : expect.stringMatching(p));
  expect(await tableCounts()).toEqual(before);
}

/** The scene a test starts from: no pack but hawassa1's good one, "Hawassa voices". */
async function hawassaPack(): Promise<{ packId: string; base: string }> {
  await sqlEm(server.orm).execute('delete from voice_pack'); // clips and choices go with it
  const res = await upload('hawassa1', zipOf(goodPackFiles()));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { packId: res.body.id, base: res.body.clipBaseUrl };
}

describe('voice packs', () => {
  it('a good pack is accepted, stored and served under its content hash as immutable WAV', async () => {
    const res = await upload('hawassa1', zipOf(goodPackFiles()));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Hawassa voices', hostId: ids.hawassa1, events: ['game-start', 'winner'] });
    const packId = res.body.id;
    const base = res.body.clipBaseUrl;
    expect(base).toMatch(new RegExp(`^/api/voice-packs/${packId}/[0-9a-f]{16}$`));

    const clip = await fetch(`${server.url}${base}/7.wav`);
    expect(clip.status).toBe(200);
    expect(clip.headers.get('content-type')).toBe('audio/wav');
    expect(clip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const pcm = decodeWav(new Uint8Array(await clip.arrayBuffer()));
    expect(pcm.samples.length).toBe(4800);
    expect((await fetch(`${server.url}${base}/winner.wav`)).status).toBe(200);
    expect((await fetch(`${server.url}${base}/not-winner.wav`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/voice-packs/${packId}/0123456789abcdef/7.wav`)).status).toBe(404);
  });

  it('evens out loudness: every clip within 0.5 dB of the others', async () => {
    const { base } = await hawassaPack();
    const levels: number[] = [];
    for (let n = 1; n <= 75; n++) {
      const clip = await fetch(`${server.url}${base}/${n}.wav`);
      levels.push(loudnessDb(decodeWav(new Uint8Array(await clip.arrayBuffer()))));
    }
    // The recordings ranged over 24 dB (amplitudes 0.05 to 0.8).
    expect(Math.max(...levels) - Math.min(...levels)).toBeLessThan(0.5);
  });

  it.skipIf(!espeak)('a pack spoken by espeak-ng (WAV on stdout) is accepted and evened out', async () => {
    const files: Record<string, Uint8Array> = {};
    for (let n = 1; n <= 75; n++)
      files[`${n}.wav`] = new Uint8Array(execFileSync('espeak-ng', ['--stdout', '-a', String(20 + n * 2), String(n)]));
    const res = await upload('hawassa2', zipOf(files), { name: 'espeak' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const levels = await Promise.all(
      [1, 7, 42, 75].map(async (n) => {
        const clip = await fetch(`${server.url}${res.body.clipBaseUrl}/${n}.wav`);
        return loudnessDb(decodeWav(new Uint8Array(await clip.arrayBuffer())));
      }),
    );
    expect(Math.max(...levels) - Math.min(...levels)).toBeLessThan(0.5);
  });

  it('refuses a missing number, an undecodable, too long or too short clip, naming each, and stores nothing', async () => {
    const files = goodPackFiles();
    delete files['pack/42.wav'];
    delete files['pack/50.wav'];
    delete files['pack/B3.wav'];
    files['pack/B7.wav'] = toneWav({ ms: 14_000 });
    files['pack/G50.wav'] = new TextEncoder().encode('not audio at all');
    files['pack/3.wav'] = toneWav({ ms: 100 });
    files['pack/hello.wav'] = toneWav();
    await expectRefused(files, [
      '42 is missing',
      'B7 is 14 s long (at most 6 s)',
      /^G50 does not decode/,
      '3 is 0.1 s long (at least 0.3 s)',
      /^pack\/hello.wav is not a number/,
    ]);
    await expectRefused({ 'x.wav': new Uint8Array(3) }, [/is missing/]);
    const notZip = await upload('hawassa1', new TextEncoder().encode('plain text'));
    expect(notZip.body.details.problems).toEqual(['The file is not a zip archive']);
  });

  it('refuses a pack over the size limit early with 413, storing nothing', async () => {
    const before = await tableCounts();
    const res = await upload('hawassa1', new Blob([new Uint8Array(VOICE_PACK_MAX_BYTES + 100_000)]));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The pack is larger than 20 MB' });
    expect(await tableCounts()).toEqual(before);
  });

  it('an upload without a declared length (chunked) is cut off at the limit with 413', async () => {
    const before = await tableCounts();
    const boundary = 'vp-boundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBig\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="pack"; filename="big.zip"\r\n\r\n`,
    );
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        // 1 MB chunks, well past the limit unless the server stops reading.
        if (sent > VOICE_PACK_MAX_BYTES * 3) return controller.close();
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const res = await fetch(`${server.url}/api/voice-packs`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.hawassa1}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(VOICE_PACK_MAX_BYTES * 3);
    expect(await tableCounts()).toEqual(before);
  });

  it('per role: a host its own, an owner its group’s hosts, the super admin platform packs', async () => {
    const { packId, base } = await hawassaPack();
    // The super admin's pack without a host is a platform pack every host sees.
    const platform = await upload('superadmin', zipOf(goodPackFiles()), { name: 'Platform Amharic' });
    expect(platform.status).toBe(201);
    expect(platform.body.hostId).toBeNull();
    // An owner uploads for its own group's host, not for another group's.
    expect((await upload('owner.hawassa', zipOf(goodPackFiles()), { hostId: ids.hawassa2 })).status).toBe(201);
    expect((await upload('owner.ale', zipOf(goodPackFiles()), { hostId: ids.hawassa1 })).status).toBe(404);
    // A host may not upload for another.
    expect((await upload('hawassa2', zipOf(goodPackFiles()), { hostId: ids.hawassa1 })).status).toBe(404);
    expect((await fetch(`${server.url}/api/voice-packs`, { method: 'POST' })).status).toBe(401);

    const mine = await server.graphql(LIST, {}, tokens.hawassa1);
    expect(mine.body.data.voicePacks.map((p: { name: string }) => p.name)).toEqual([
      'Platform Amharic',
      'Hawassa voices',
    ]);
    const theirs = await server.graphql(LIST, {}, tokens.hawassa2);
    expect(theirs.body.data.voicePacks.map((p: { id: string }) => p.id)).not.toContain(packId);
    const ale = await server.graphql(LIST, {}, tokens['owner.ale']);
    expect(ale.body.data.voicePacks.map((p: { id: string }) => p.id)).not.toContain(packId);

    // Rename and delete: others' packs are not found; platform packs only for the super admin.
    const RENAME = `mutation($id: ID!, $name: String!) { renameVoicePack(packId: $id, name: $name) { name } }`;
    const rename = (who: string, id: string, name = 'Renamed') => server.graphql(RENAME, { id, name }, tokens[who]);
    expect((await rename('hawassa2', packId)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await rename('owner.ale', packId)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await rename('hawassa1', platform.body.id)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await rename('hawassa1', packId, ' ')).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await rename('owner.hawassa', packId, 'Hawassa caller')).body.data.renameVoicePack.name).toBe(
      'Hawassa caller',
    );
    const DELETE = `mutation($id: ID!) { deleteVoicePack(packId: $id) }`;
    expect(
      (await server.graphql(DELETE, { id: platform.body.id }, tokens['owner.hawassa'])).body.errors[0].extensions.code,
    ).toBe('FORBIDDEN');

    // Choosing: a host its own or a platform pack, never another host's.
    const other = (await server.graphql(LIST, {}, tokens.hawassa2)).body.data.voicePacks.find(
      (p: { hostId: string | null }) => p.hostId === ids.hawassa2,
    );
    expect((await server.graphql(CHOOSE, { packId: other.id }, tokens.hawassa1)).body.errors[0].extensions.code).toBe(
      'NOT_FOUND',
    );
    const chosen = await server.graphql(CHOOSE, { packId }, tokens.hawassa1);
    expect(chosen.body.data.setDefaultVoicePack.clipBaseUrl).toBe(base);
    const CHOSEN = `query { chosenVoicePack { id clipBaseUrl events } }`;
    expect((await server.graphql(CHOSEN, {}, tokens.hawassa1)).body.data.chosenVoicePack).toEqual({
      id: packId,
      clipBaseUrl: base,
      events: ['game-start', 'winner'],
    });
    const listed = (await server.graphql(LIST, {}, tokens.hawassa1)).body.data.voicePacks;
    expect(listed.filter((p: { isDefault: boolean }) => p.isDefault).map((p: { id: string }) => p.id)).toEqual([
      packId,
    ]);
    // The owner sets it for its host; deleting the chosen pack falls back to the built-in voices.
    expect(
      (await server.graphql(CHOOSE, { hostId: ids.hawassa1, packId: platform.body.id }, tokens['owner.hawassa'])).body
        .data.setDefaultVoicePack.id,
    ).toBe(platform.body.id);
    expect((await server.graphql(DELETE, { id: platform.body.id }, tokens.superadmin)).body.data.deleteVoicePack).toBe(
      true,
    );
    expect((await server.graphql(CHOSEN, {}, tokens.hawassa1)).body.data.chosenVoicePack).toBeNull();
    expect((await fetch(`${server.url}${platform.body.clipBaseUrl}/1.wav`)).status).toBe(404);
  });
});
