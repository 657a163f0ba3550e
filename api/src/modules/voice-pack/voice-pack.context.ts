import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { VoicePackService } from './voice-pack.service';

/** The services the voice-pack module's resolvers and REST handlers use; the composition root provides them. */
export interface VoicePackServices {
  voicePacks: VoicePackService;
}

export type GraphQLContext = SharedContext<VoicePackServices>;
