export { chosenVoicePack } from './voice-pack.service';

import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { VoicePackServices } from './voice-pack.context';
import { VoicePackChoiceSchema, VoicePackClipSchema, VoicePackSchema } from './voice-pack.entity';
import { VoicePackResolver } from './voice-pack.resolver';
import { voicePackRoutes } from './voice-pack.rest';
import { voicePackRouteInputs } from './voice-pack.route-inputs';
import { VoicePackService } from './voice-pack.service';

/** Voice packs recorded by halls: upload and clips over REST, management in GraphQL (docs/screens.md#voice-packs). */
export const voicePackModule = {
  name: 'voice-pack',
  entities: [VoicePackSchema, VoicePackClipSchema, VoicePackChoiceSchema],
  resolvers: [VoicePackResolver],
  rest: { router: voicePackRoutes, inputs: voicePackRouteInputs },
  createServices: ({ orm }: { orm: Orm }) => ({ voicePacks: new VoicePackService(orm) }),
} satisfies ModuleManifest<VoicePackServices>;
