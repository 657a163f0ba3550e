import { Router } from 'express';
import { actorOf, requireRole } from '../../shared/rest/request';
import type { VoicePackServices as Services } from './voice-pack.context';
import { readPackForm } from './pack-form';

/** A year: the URL holds the content hash, so a clip under it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function voicePackRoutes(services: Services): Router {
  const router = Router();

  router.post('/api/voice-packs', requireRole('HOST', 'OWNER', 'SUPER_ADMIN'), async (req, res) => {
    const form = await readPackForm(req);
    res.status(201).json(await services.voicePacks.upload(actorOf(res), form));
  });

  router.get('/api/voice-packs/:packId/:hash/:clip', async (req, res) => {
    const clip = String(req.params.clip).replace(/\.wav$/i, '');
    const hash = String(req.params.hash);
    const audio = await services.voicePacks.clip(String(req.params.packId), hash, clip);
    res
      .set({ 'Content-Type': 'audio/wav', 'Cache-Control': IMMUTABLE, ETag: `"${hash}-${clip}"` })
      .send(Buffer.from(audio));
  });

  return router;
}
