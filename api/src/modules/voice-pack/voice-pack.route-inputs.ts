import type { RouteInputs } from '../../shared/rest/route-input';

/** OpenAPI inputs of the voice-pack module's REST routes (see RouteInputs). */
export const voicePackRouteInputs: RouteInputs = {
  'POST /api/voice-packs': {
    note:
      'multipart/form-data: `pack` (the zip, at most 20 MB, else 413), `name`, and `hostId` (owners and the super admin; ' +
      'the super admin without one uploads a platform pack). Refused packs answer 400 with every reason in `details.problems` (English) and `details.reasons` ({ code, …values }).',
  },
  'GET /api/voice-packs/:packId/:hash/:clip': {
    note: 'A clip (`1.wav`..`75.wav`, `winner.wav`…) as audio/wav, cached as immutable; public (the URL is the key).',
  },
};
