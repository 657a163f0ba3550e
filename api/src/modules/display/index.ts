import type { CardChecks } from '../card';
import type { ModuleManifest } from '../../shared/module';
import type { Orm } from '../../shared/db/orm';
import type { EventBus } from '../../shared/events/event-bus';
import type { AnnouncementService } from '../announcement';
import type { GameService } from '../game';
import type { LiveService } from '../live';
import type { DisplayServices } from './display.context';
import {
  DisplayDeviceSchema,
  DisplayPairAttemptSchema,
  DisplayPairingSchema,
  DisplaySettingSchema,
} from './display.entity';
import { pruneDisplayRecords } from './display-prune.sql';
import { DisplayResolver } from './display.resolver';
import { DisplayService } from './display.service';

/** Room displays: pairing by code, display tokens, the voice switch and the displayFeed subscription. */
export const displayModule = {
  name: 'display',
  entities: [DisplayPairingSchema, DisplayDeviceSchema, DisplayPairAttemptSchema, DisplaySettingSchema],
  resolvers: [DisplayResolver],
  prune: pruneDisplayRecords,
  createServices: (deps: {
    orm: Orm;
    bus: EventBus;
    games: GameService;
    live: LiveService;
    announcements: AnnouncementService;
    cardChecks: CardChecks;
  }) => ({
    display: new DisplayService(deps.orm, deps.bus, deps.games, deps.live, deps.announcements, deps.cardChecks),
  }),
} satisfies ModuleManifest<DisplayServices>;
