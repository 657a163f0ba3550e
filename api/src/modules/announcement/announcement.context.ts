import type { GraphQLContext as SharedContext } from '../../shared/graphql/graphql-context';
import type { AnnouncementService } from './announcement.service';

/** The services the announcement module's resolvers and REST handlers use; the composition root provides them. */
export interface AnnouncementServices {
  announcements: AnnouncementService;
}

export type GraphQLContext = SharedContext<AnnouncementServices>;
