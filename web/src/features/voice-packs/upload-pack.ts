import type { VoicePackProblem } from '@bingo/core';
import { API_KEY } from '../../shared/api-key';
import { getToken } from '../../account/session/session';

/** The server's refusal: its message and every reason it named (details.problems, and as data details.reasons). */
export class PackRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly problems: string[],
    readonly reasons: VoicePackProblem[] = [],
  ) {
    super(message);
  }
}

/**
 * POST /api/voice-packs as multipart (docs/screens.md#voice-packs), over XMLHttpRequest because
 * fetch reports no upload progress. Resolves with the stored pack's id; rejects with PackRefused.
 */
export function uploadPack(
  form: { name: string; hostId: string | null; file: File },
  onProgress: (percent: number) => void,
): Promise<{ id: string }> {
  const body = new FormData();
  body.set('name', form.name);
  if (form.hostId) body.set('hostId', form.hostId);
  body.set('pack', form.file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/voice-packs');
    xhr.setRequestHeader('x-api-key', API_KEY);
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new PackRefused('Network error', 0, null, []));
    xhr.onload = () => {
      let answer: {
        id?: string;
        message?: string;
        code?: string;
        details?: { problems?: string[]; reasons?: VoicePackProblem[] };
      } = {};
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (xhr.status === 201 && answer.id) return resolve({ id: answer.id });
      reject(
        new PackRefused(
          answer.message ?? `HTTP ${xhr.status}`,
          xhr.status,
          answer.code ?? null,
          answer.details?.problems ?? [],
          answer.details?.reasons ?? [],
        ),
      );
    };
    xhr.send(body);
  });
}
