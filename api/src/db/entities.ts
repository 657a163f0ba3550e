import { AccountSchema } from '../modules/account/account.entity';
import { AnnouncementSchema } from '../modules/announcement/announcement.entity';
import { LedgerEntrySchema } from '../modules/account/ledger-entry.entity';
import { AuditLogSchema } from '../modules/audit/audit-log.entity';
import { CardSetSchema } from '../modules/card/card-set.entity';
import { CardSchema } from '../modules/card/card.entity';
import { OwnerGroupSchema } from '../modules/owner-group/owner-group.entity';
import { FreeGameSlotSchema } from '../modules/free-game/free-game.entity';
import { GameClaimSchema, GameSchema } from '../modules/game/game.entity';
import { JackpotPoolSchema, JackpotWinSchema } from '../modules/jackpot/jackpot.entity';
import { InspectAttemptSchema, LoginAttemptSchema, SignInBlockSchema } from '../modules/security/security.entities';
import { BonusAwardSchema, BonusConfigSchema, BonusPresetSchema } from '../modules/bonus/bonus.entities';
import { ApiTokenSchema } from '../modules/api-token/api-token.entity';
import { IdempotencyKeySchema } from '../modules/idempotency/idempotency.entity';
import { PowerAppearanceSchema, PowerCampaignSchema, PowerCodeSchema } from '../modules/power-games/power-games.entities';

/** Every entity, listed explicitly: no folder scanning, so tsx, vitest and builds agree. */
export const ENTITIES = [
  AnnouncementSchema,
  AccountSchema,
  LedgerEntrySchema,
  CardSetSchema,
  CardSchema,
  OwnerGroupSchema,
  AuditLogSchema,
  LoginAttemptSchema,
  SignInBlockSchema,
  InspectAttemptSchema,
  FreeGameSlotSchema,
  GameSchema,
  GameClaimSchema,
  JackpotPoolSchema,
  JackpotWinSchema,
  BonusConfigSchema,
  BonusPresetSchema,
  BonusAwardSchema,
  PowerCampaignSchema,
  PowerAppearanceSchema,
  PowerCodeSchema,
  ApiTokenSchema,
  IdempotencyKeySchema,
];
