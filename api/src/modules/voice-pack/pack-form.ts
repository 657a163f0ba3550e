import busboy from 'busboy';
import type { Request } from 'express';
import { VOICE_PACK_MAX_BYTES, VOICE_PACK_TOO_LARGE } from '@bingo/core';
import { AppError, refuse } from '../../shared/errors/app-error';

/** The multipart form of POST /api/voice-packs: fields `name`, `hostId` (optional) and the file `pack`. */
export interface PackForm {
  name: string;
  hostId: string | null;
  zip: Uint8Array;
}

/** Room for the form's boundaries and small fields around the zip itself. */
const FORM_OVERHEAD = 64 * 1024;

/**
 * Reads the upload, bounded: a declared length over the limit is refused before a byte is read
 * (413); an undeclared one stops at the limit. Only the one zip is kept in memory.
 */
export function readPackForm(req: Request): Promise<PackForm> {
  const declared = Number(req.get('content-length'));
  if (declared > VOICE_PACK_MAX_BYTES + FORM_OVERHEAD)
    return Promise.reject(new AppError('PAYLOAD_TOO_LARGE', VOICE_PACK_TOO_LARGE));
  if (!req.is('multipart/form-data'))
    return Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the pack as multipart/form-data'));
  return new Promise((resolve, reject) => {
    let form: ReturnType<typeof busboy>;
    try {
      form = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 4, fieldSize: 1024, fileSize: VOICE_PACK_MAX_BYTES },
      });
    } catch {
      return reject(refuse('FORM_UNREADABLE'));
    }
    const fields: Record<string, string> = {};
    let zip: Uint8Array | null = null;
    let failure: AppError | null = null;
    form.on('field', (name, value) => (fields[name] = value));
    form.on('file', (name, stream) => {
      if (name !== 'pack') return void stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // Past the limit, stop reading: the 413 goes out and the rest of the upload is not taken in.
      stream.on('limit', () => {
        failure = new AppError('PAYLOAD_TOO_LARGE', VOICE_PACK_TOO_LARGE);
        req.unpipe(form);
        reject(failure);
      });
      stream.on('end', () => (zip = new Uint8Array(Buffer.concat(chunks))));
    });
    form.on('error', () => reject(refuse('FORM_UNREADABLE')));
    form.on('close', () => {
      if (failure) return reject(failure);
      if (!zip) return reject(refuse('PACK_FILE_MISSING'));
      resolve({ name: fields.name ?? '', hostId: fields.hostId || null, zip });
    });
    req.pipe(form);
  });
}
