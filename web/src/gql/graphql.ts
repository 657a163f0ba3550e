/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A super admin's wallet correction: adjust by an amount, or set the balance. Santim. */
export type AdjustWalletInput = {
  /** Santim to add (negative to take away). */
  amountSantim?: number | null | undefined;
  /** A host's id, or a group's super account id (funding the group). */
  hostId: string | number;
  /** The new balance in santim. With amountSantim too, it must be the balance that amount gives (400 otherwise). */
  walletSantim?: number | null | undefined;
};

export type AnnouncementInput = {
  body: string;
  endsAt: string;
  isActive?: boolean | null | undefined;
  /** http(s) address, e.g. the public messaging channel. */
  link?: string | null | undefined;
  linkLabel?: string | null | undefined;
  startsAt: string;
  title: string;
};

/** Thresholds to change (fields left out keep their value); each within its range or 400. */
export type AnomalyThresholdsInput = {
  abandonedRate?: number | null | undefined;
  cardWinPValue?: number | null | undefined;
  flaggedPayouts?: number | null | undefined;
  minGames?: number | null | undefined;
  missedClaims?: number | null | undefined;
  /** The super admin names the group; an owner tunes its own. */
  ownerGroupId?: number | null | undefined;
  repairings?: number | null | undefined;
  reprints?: number | null | undefined;
  shiftDifferences?: number | null | undefined;
  shortGameRate?: number | null | undefined;
  shortGameRatio?: number | null | undefined;
};

/** A bonus configuration. Needs X-Step-Up. Amounts in santim. */
export type BonusConfigInput = {
  /** Required for the bonus-pool trigger. */
  bonusPoolSantim?: number | null | undefined;
  bonusType?: BonusType | null | undefined;
  /** fixed: an amount (santim; REST: Birr); percentage: percent of the base payout; multiplier: factor (>= 1). */
  bonusValue?: number | null | undefined;
  /** Most this configuration pays per Addis Ababa day. */
  dailyBonusLimitSantim?: number | null | undefined;
  description?: string | null | undefined;
  endDateTime?: string | null | undefined;
  /** Default regular. */
  gameType?: BonusGameType | null | undefined;
  isActive?: boolean | null | undefined;
  maxBonusAmountSantim?: number | null | undefined;
  minBonusAmountSantim?: number | null | undefined;
  minPlayers?: number | null | undefined;
  name?: string | null | undefined;
  /** Start from this preset: fields left out are taken from it. */
  presetId?: string | number | null | undefined;
  /** 0 = Sunday … 6 = Saturday; empty = every day. */
  selectedDays?: Array<number> | null | undefined;
  /** "HH:MM" starts of one-hour slots; empty = all day. */
  selectedTimeSlots?: Array<string> | null | undefined;
  startDateTime?: string | null | undefined;
  /** Default time_based. */
  triggerType?: TriggerType | null | undefined;
  /** games-count: every Nth game; bet-amount: total stakes; profit-threshold: profit today (santim; REST: Birr). */
  triggerValue?: number | null | undefined;
};

/** The game type a bonus configuration or preset applies to; all = every type. */
export type BonusGameType =
  | 'all'
  | 'free'
  | 'house'
  | 'multiplierBingo'
  | 'regular';

/** What a bonus limit applies to. */
export type BonusLimitScope =
  | 'GROUP'
  | 'HOST';

/** A bonus preset. Needs X-Step-Up. Amounts in santim. */
export type BonusPresetInput = {
  bonusType?: BonusType | null | undefined;
  bonusValue?: number | null | undefined;
  description?: string | null | undefined;
  gameType?: BonusGameType | null | undefined;
  isActive?: boolean | null | undefined;
  maxBonusAmountSantim?: number | null | undefined;
  minPlayers?: number | null | undefined;
  name?: string | null | undefined;
  presetCategory?: PresetCategory | null | undefined;
  presetPriority?: number | null | undefined;
};

/** A date range of Addis Ababa days; default and at most the last 100 days. */
export type BonusStatsRangeInput = {
  endDate?: string | null | undefined;
  /** YYYY-MM-DD or ISO date-time */
  startDate?: string | null | undefined;
};

/** fixed: an amount; percentage: percent of the base payout; multiplier: a factor of it. */
export type BonusType =
  | 'fixed'
  | 'multiplier'
  | 'percentage';

/** Free games at the given hours on the chosen weekdays of a date range. */
export type BulkScheduleInput = {
  /** YYYY-MM-DD, inclusive */
  endDate: string;
  /** 0 = Sunday … 6 = Saturday */
  selectedDays: Array<number>;
  /** YYYY-MM-DD */
  startDate: string;
  /** "HH:00" entries */
  timeSlots: Array<string>;
};

/** The language the caller runs in: the host’s room displays follow it live. */
export type CallerLanguageInput = {
  /** One of en, am. */
  language: string;
};

/** The cards a host printed. */
export type CardPrintsInput = {
  paletteNumbers: Array<number>;
};

/** json: an array of cards as GET /card/getCards answers; csv: paletteNumber,B1..B5,I1..I5,N1..N5,G1..G5,O1..O5 (N3 = FREE). */
export type CardSetFormat =
  | 'csv'
  | 'json';

export type ChangePasswordInput = {
  adminId: string | number;
  newPassword: string;
};

/** A winner check: the card and the calls the caller screen has shown so far. */
export type CheckWinnerInput = {
  /** Optional: the calls the screen has shown, in order ("B5", ...). Left out, the claim is judged on every call revealed when the server receives it; sent, it must be the start of those calls, never longer. */
  calledNumbers?: Array<string> | null | undefined;
  cardNumber: number;
  gameId: string | number;
};

/** A winner check: WON, or LOST (a lost check locks the card). */
export type ClaimResult =
  | 'LOST'
  | 'WON';

/** Close your open shift with the drawer counted; a difference beyond the tolerance needs a note. */
export type CloseShiftInput = {
  counts: Array<DenominationCountInput>;
  note?: string | null | undefined;
  shiftId: string | number;
};

export type CommissionRateInput = {
  /** A fraction from 0.20 to 0.90 in steps of 0.05. */
  commissionRate: number;
  hostId: string | number;
};

/** The first code from the authenticator app, proving it holds the new secret. */
export type ConfirmTwoFactorInput = {
  code: string;
};

/** A named, read-only token for report scripts. */
export type CreateApiTokenInput = {
  /** Days until it expires (1 to 366); none: until revoked. */
  expiresInDays?: number | null | undefined;
  name: string;
};

/** A new owner who signs in and manages the group's hosts. */
export type CreateOwnerAccountInput = {
  groupId: number;
  password: string;
  username: string;
};

/** A new owner group; its super account is created with it, empty. */
export type CreateOwnerGroupInput = {
  canEditCommission?: boolean | null | undefined;
  /** The card sets ("Cartella N") its hosts may play. */
  cardSetIds: Array<number>;
  name: string;
  /** Host usernames of the group start with one of these; no overlap with other groups. */
  prefixes: Array<string>;
  /** The web route without the leading "/", e.g. "final/warning"; null for none. */
  routeSlug?: string | null | undefined;
};

/** How many notes or coins of one denomination (a whole number, 0 or more). */
export type DenominationCountInput = {
  /** Birr: one of 200, 100, 50, 10, 5, 1. */
  birr: number;
  count: number;
};

/** The caller’s switch: play the call voice on the room display instead of the caller. */
export type DisplayVoiceInput = {
  /** The voice set the display plays (female, male, male1, oromo, tig). */
  voice?: string | null | undefined;
  voiceOnDisplay: boolean;
};

/** Why a bulk-scheduled slot was not created: PAST, or NEAR_ANOTHER (within 5 minutes of another free game). */
export type FreeGameSlotRefusal =
  | 'NEAR_ANOTHER'
  | 'PAST';

/** scheduled ("reserved"), used, cancelled, or void ("expired/not used"). */
export type FreeGameSlotStatus =
  | 'cancelled'
  | 'scheduled'
  | 'used'
  | 'void';

/** ENDED after a win, ABANDONED when ended before anyone won (at abandonedAtCall), REPLACED for old games ended by a newer start. */
export type GameEndReason =
  | 'ABANDONED'
  | 'ENDED'
  | 'REPLACED';

/** CALL: a call was revealed; PAUSED / RESUMED: the clock stopped or runs again; CLAIM: a winner check was judged; HOUSE_WIN: the revealed calls reached the house card’s win; ENDED: the game ended (the seed is revealed); MISSED_CLAIM: a hall card completed a pattern on the call just made (its host’s caller only, where the hall’s setting is on). */
export type GameEventKind =
  | 'CALL'
  | 'CLAIM'
  | 'ENDED'
  | 'HOUSE_WIN'
  | 'MISSED_CLAIM'
  | 'PAUSED'
  | 'RESUMED';

/** ACTIVE until the operator ends it, then ENDED. */
export type GameStatus =
  | 'ACTIVE'
  | 'ENDED';

/** regular, house (the house plays cards too), free (a scheduled free game) or multiplierBingo. */
export type GameType =
  | 'free'
  | 'house'
  | 'multiplierBingo'
  | 'regular';

/** A host's hall settings (its owner, the super admin). Omitted fields stay as they are; null or blank clears one. Validated by core's hall rules. */
export type HallSettingsInput = {
  defaultLanguage?: string | null | undefined;
  defaultVoice?: string | null | undefined;
  displayName?: string | null | undefined;
  hostId: string | number;
  /** Tell the caller of missed claims as they happen. */
  missedClaimNotices?: boolean | null | undefined;
  supportPhones?: Array<string> | null | undefined;
};

/** NONE: no game in progress (first event only); STARTED: the host started a game; PLAYING / PAUSED: the game in progress runs or is paused (first event: as it stands; then each move); ENDED: the game ended. */
export type HostGameChangeKind =
  | 'ENDED'
  | 'NONE'
  | 'PAUSED'
  | 'PLAYING'
  | 'STARTED';

/** A hall's own card set, as JSON or CSV text. Without cardSetId it becomes a new set. */
export type ImportCardSetInput = {
  /** Replace this set's cards instead of adding a new set. Past games keep their cards. */
  cardSetId?: number | null | undefined;
  data: string;
  format: CardSetFormat;
  name: string;
};

export type InspectAttemptInput = {
  /** Ignored: the report names the signed-in caller. */
  adminUsername?: string | null | undefined;
  detectionMethod: string;
};

/** A host's jackpot settings (its owner, the super admin); docs/games-and-money.md#jackpot. */
export type JackpotSettingsInput = {
  accrualShare: number;
  callLimit: number;
  /** On/off; omitted: on. */
  enabled?: boolean | null | undefined;
  hostId: string | number;
};

/** What a wallet ledger row records. */
export type LedgerKind =
  | 'ADJUSTMENT'
  | 'GAME_FEE'
  | 'REFUND'
  | 'TOP_UP'
  | 'TRANSFER_OUT';

/** A linked jackpot's name, share, call limit and halls (owner of the group, super admin). */
export type LinkedJackpotInput = {
  accrualShare: number;
  callLimit: number;
  /** At least two halls of one owner group, each in no other pool. */
  hostIds: Array<string | number>;
  name: string;
};

/** Username and password, as typed on the sign-in screen (and the code, once enrolled). */
export type LoginInput = {
  /** The 6-digit authenticator code or a recovery code, for accounts with two-factor sign-in. */
  code?: string | null | undefined;
  password: string;
  username: string;
};

/** Open a shift with the float counted by denomination. */
export type OpenShiftInput = {
  counts: Array<DenominationCountInput>;
};

/** A room display pairs with the code its host’s caller shows. */
export type PairDisplayInput = {
  /** The pairing code (6 characters; case, spaces and dashes ignored). */
  code: string;
  /** A name for this display in the operator’s list. */
  name?: string | null | undefined;
};

/** A winning pattern of the rules core; any = corners, surroundingFree, a diagonal, a column or a row. */
export type PatternName =
  | 'any'
  | 'bothDiagonals'
  | 'cPattern'
  | 'columns'
  | 'corners'
  | 'cross'
  | 'diagonals'
  | 'diamond'
  | 'fullCard'
  | 'hShape'
  | 'innerSquare'
  | 'lShape'
  | 'numberFour'
  | 'outerSquare'
  | 'rows'
  | 'sevenShape'
  | 'surroundingFree'
  | 'tShape'
  | 'zPattern';

/** A Power Games campaign (super admin). Date-times without an offset are Addis Ababa time. */
export type PowerCampaignInput = {
  endsAt?: string | null | undefined;
  isActive?: boolean | null | undefined;
  /** http(s) address of the external bonus site. */
  link?: string | null | undefined;
  startsAt?: string | null | undefined;
  /** Show to every host; otherwise only targetHostIds. */
  targetAll?: boolean | null | undefined;
  targetHostIds?: Array<string | number> | null | undefined;
  text?: string | null | undefined;
  title?: string | null | undefined;
};

export type PowerClickInput = {
  adminId?: string | number | null | undefined;
  appearanceId: string | number;
  /** The selected cards, passed on with the link. */
  selectedNumbers?: Array<number> | null | undefined;
};

export type PresetCategory =
  | 'daily'
  | 'holiday'
  | 'special'
  | 'weekend';

/** A number of free games placed at random between two times. */
export type RandomScheduleInput = {
  endDateTime: string;
  minGapMinutes: number;
  numberOfGames: number;
  startDateTime: string;
};

/** A new host account. Owners may only use usernames inside their group prefix. */
export type RegisterHostInput = {
  /** Card set ("Cartella N"); defaults to the first the actor may use. */
  cardSet?: number | null | undefined;
  /** Opening wallet in santim (owners: taken from the group super account). */
  initialWalletSantim?: number;
  password: string;
  username: string;
};

/** The account whose lost authenticator the super admin removes. */
export type ResetTwoFactorInput = {
  accountId: string | number;
};

/** What an account may do; enforced on the server. */
export type Role =
  | 'HOST'
  | 'OWNER'
  | 'SUPER_ADMIN';

/** One free game at a date-time (Addis Ababa time unless an offset is given). */
export type ScheduleFreeGameInput = {
  scheduledDateTime: string;
};

/** Sets the bonus limits of one owner group or one host (replacing what was set). */
export type SetBonusLimitsInput = {
  maxPerDaySantim: number;
  maxPerGameSantim: number;
  maxShareBp: number;
  scope: BonusLimitScope;
  /** The group's id (GROUP) or the host's id (HOST). */
  targetId: string | number;
};

/** A game to start. Amounts in santim (1 Birr = 100 santim). */
export type StartGameInput = {
  /** Bet per card in santim, a whole number of Birr (regular, house, free; at least 1000 = 10 Birr). */
  bettingAmountSantim?: number | null | undefined;
  /** Milliseconds between calls: 3000, 5000 or 10000; multiplierBingo 5000, 6000, 7000, 10000 or 15000. */
  callSpeed: number;
  /** The hall's cards in play (palette numbers 1-100). */
  cardPaletteNumbers: Array<number>;
  /** Default regular. */
  gameType?: GameType | null | undefined;
  /** house games: how many cards the house plays ("online players"), 1-50. */
  houseCardCount?: number | null | undefined;
  /** A jackpot game: the pool is paid when the winner completes within the call limit. */
  isJackpotGame?: boolean | null | undefined;
  /** multiplierBingo: one stake per card in santim, from the setup screen's list (500 = 5 Birr … 10000 = 100 Birr). */
  stakesSantim?: Array<number> | null | undefined;
  /** Empty or missing means [any]. */
  winningPatterns?: Array<PatternName> | null | undefined;
};

/** Addis Ababa calendar days YYYY-MM-DD, inclusive; give both or neither (at most 731 days). */
export type StatsRangeInput = {
  endDate?: string | null | undefined;
  startDate?: string | null | undefined;
};

/** Re-entering one's own password (and code) for a short-lived elevated token. */
export type StepUpInput = {
  /** The 6-digit authenticator code or a recovery code, for accounts with two-factor sign-in. */
  code?: string | null | undefined;
  password: string;
};

/** An owner's top-up: moves money from the group's super account to a host. Santim. */
export type TopUpInput = {
  /** Santim; at least 1,000,000 (10,000 Birr). */
  amountSantim: number;
  hostId: string | number;
};

/** What makes a bonus configuration pay (REST and stored: "time-based", "games-count", …). */
export type TriggerType =
  | 'bet_amount'
  | 'bonus_pool'
  | 'games_count'
  | 'profit_threshold'
  | 'time_based';

/** The super admin's switch: owners must use two-factor sign-in. */
export type TwoFactorPolicyInput = {
  requiredForOwners: boolean;
};

/** A linked jackpot's new settings and halls: halls left out are unlinked (the pool's history stays). */
export type UpdateLinkedJackpotInput = {
  accrualShare: number;
  callLimit: number;
  /** At least two halls of one owner group, each in no other pool. */
  hostIds: Array<string | number>;
  id: string | number;
  name: string;
};

/** Changes to a group; absent fields stay as they are. */
export type UpdateOwnerGroupInput = {
  canEditCommission?: boolean | null | undefined;
  cardSetIds?: Array<number> | null | undefined;
  id: number;
  name?: string | null | undefined;
  prefixes?: Array<string> | null | undefined;
  /** The web route without the leading "/", e.g. "final/warning"; null for none. */
  routeSlug?: string | null | undefined;
};

export type OperatorHallQueryVariables = Exact<{ [key: string]: never; }>;


export type OperatorHallQuery = { hallSettings: { hostId: string, hallName: string, supportPhones: Array<string>, defaultLanguage: string | null, defaultVoice: string | null }, jackpotPool: { hostId: string, enabled: boolean, linkedPoolName: string | null, amount: number } };

export type RecordInspectAttemptMutationVariables = Exact<{
  input: InspectAttemptInput;
}>;


export type RecordInspectAttemptMutation = { recordInspectAttempt: boolean };

export type BackOfficeMeQueryVariables = Exact<{ [key: string]: never; }>;


export type BackOfficeMeQuery = { me: { id: string, username: string, role: Role, cardSet: number | null, walletBalance: number } };

export type CurrentShiftQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentShiftQuery = { currentShift: { id: string, floatSantim: number, cashInSantim: number, cashOutSantim: number, expectedSantim: number, games: number } | null };

export type OpenShiftMutationVariables = Exact<{
  input: OpenShiftInput;
}>;


export type OpenShiftMutation = { openShift: { id: string, floatSantim: number, cashInSantim: number, cashOutSantim: number, expectedSantim: number, games: number } };

export type CloseShiftMutationVariables = Exact<{
  input: CloseShiftInput;
}>;


export type CloseShiftMutation = { closeShift: { id: string, expectedSantim: number, countedSantim: number | null, differenceSantim: number | null } };

export type StepUpMutationVariables = Exact<{
  input: StepUpInput;
}>;


export type StepUpMutation = { stepUp: { stepUpToken: string, expiresAt: string } };

export type OwnerGroupFieldsFragment = { id: number, name: string, routeSlug: string | null, prefixes: Array<string>, cardSetIds: Array<number>, canEditCommission: boolean, archivedAt: string | null, superAccount: { id: string, username: string, walletBalanceSantim: number } | null, owners: Array<{ id: string, username: string, blocked: boolean, lastLoginAt: string | null }> } & { ' $fragmentName'?: 'OwnerGroupFieldsFragment' };

export type OwnerGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnerGroupsQuery = { ownerGroups: Array<{ ' $fragmentRefs'?: { 'OwnerGroupFieldsFragment': OwnerGroupFieldsFragment } }>, cardSets: Array<{ id: number, name: string }> };

export type CreateOwnerGroupMutationVariables = Exact<{
  input: CreateOwnerGroupInput;
}>;


export type CreateOwnerGroupMutation = { createOwnerGroup: { id: number } };

export type UpdateOwnerGroupMutationVariables = Exact<{
  input: UpdateOwnerGroupInput;
}>;


export type UpdateOwnerGroupMutation = { updateOwnerGroup: { id: number } };

export type SetOwnerGroupArchivedMutationVariables = Exact<{
  groupId: number;
  archived: boolean;
}>;


export type SetOwnerGroupArchivedMutation = { setOwnerGroupArchived: { id: number, archivedAt: string | null } };

export type CreateOwnerAccountMutationVariables = Exact<{
  input: CreateOwnerAccountInput;
}>;


export type CreateOwnerAccountMutation = { createOwnerAccount: { id: string } };

export type SetOwnerAccountBlockedMutationVariables = Exact<{
  ownerId: string | number;
  blocked: boolean;
}>;


export type SetOwnerAccountBlockedMutation = { setOwnerAccountBlocked: { id: string, blocked: boolean } };

export type PlatformSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type PlatformSummaryQuery = { platformSummary: { platformShare: number, totalGames: number, gamesToday: number, hostCount: number, revenue: number, todayRevenue: number, platformShareAmount: number, platformFeesCharged: number, totalBetAmount: number } };

export type InspectAttemptsQueryVariables = Exact<{ [key: string]: never; }>;


export type InspectAttemptsQuery = { inspectAttempts: Array<{ adminUsername: string, detectionMethod: string, address: string, userAgent: string, time: string }> };

export type CardSetsQueryVariables = Exact<{ [key: string]: never; }>;


export type CardSetsQuery = { cardSets: Array<{ id: number, name: string, cardCount: number, checksum: string }> };

export type ExportCardSetQueryVariables = Exact<{
  id: number;
  format: CardSetFormat;
}>;


export type ExportCardSetQuery = { exportCardSet: { id: number, name: string, format: CardSetFormat, checksum: string, data: string } };

export type ImportCardSetMutationVariables = Exact<{
  input: ImportCardSetInput;
}>;


export type ImportCardSetMutation = { importCardSet: { id: number, name: string, cardCount: number, checksum: string } };

export type PowerCampaignsQueryVariables = Exact<{ [key: string]: never; }>;


export type PowerCampaignsQuery = { powerCampaigns: Array<{ id: string, title: string, text: string, link: string, startsAt: string, endsAt: string, isActive: boolean, targetAll: boolean, targetHostIds: Array<string>, appearances: number, clicks: number }> };

export type CreatePowerCampaignMutationVariables = Exact<{
  input: PowerCampaignInput;
}>;


export type CreatePowerCampaignMutation = { createPowerCampaign: { id: string } };

export type UpdatePowerCampaignMutationVariables = Exact<{
  id: string | number;
  input: PowerCampaignInput;
}>;


export type UpdatePowerCampaignMutation = { updatePowerCampaign: { id: string, isActive: boolean } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type AdjustHostWalletMutationVariables = Exact<{
  input: AdjustWalletInput;
}>;


export type AdjustHostWalletMutation = { adjustHostWallet: { walletBalance: number } };

export type AnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnnouncementsQuery = { announcements: Array<{ id: string, title: string, body: string, link: string | null, linkLabel: string | null, startsAt: string, endsAt: string, isActive: boolean }> };

export type CreateAnnouncementMutationVariables = Exact<{
  input: AnnouncementInput;
}>;


export type CreateAnnouncementMutation = { createAnnouncement: { id: string } };

export type UpdateAnnouncementMutationVariables = Exact<{
  id: string | number;
  input: AnnouncementInput;
}>;


export type UpdateAnnouncementMutation = { updateAnnouncement: { id: string, isActive: boolean } };

export type PlatformPeriodsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlatformPeriodsQuery = { platformPeriods: { last30Days: Array<{ date: string, gamesCount: number, profit: number }>, last12WeeksProfits: Array<{ week: string, profit: number }>, last12MonthsProfits: Array<{ month: string, profit: number }> } };

export type BonusLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type BonusLimitsQuery = { bonusLimits: { platformDefault: { maxPerGameSantim: number, maxShareBp: number, maxPerDaySantim: number }, limits: Array<{ id: string, scope: BonusLimitScope, targetId: string, targetName: string, maxPerGameSantim: number, maxShareBp: number, maxPerDaySantim: number, updatedAt: string }>, groups: Array<{ id: string, name: string }> } };

export type SetBonusLimitsMutationVariables = Exact<{
  input: SetBonusLimitsInput;
}>;


export type SetBonusLimitsMutation = { setBonusLimits: { id: string } };

export type ClearBonusLimitsMutationVariables = Exact<{
  id: string | number;
}>;


export type ClearBonusLimitsMutation = { clearBonusLimits: boolean };

export type HiddenHostsQueryVariables = Exact<{
  filter?: string | null | undefined;
}>;


export type HiddenHostsQuery = { hiddenHosts: Array<{ id: string, username: string, hiddenBy: string, isBlocked: boolean, createdAt: string, walletBalance: number }> };

export type AllApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AllApiTokensQuery = { apiTokens: Array<{ id: string, name: string, username: string, createdAt: string, expiresAt: string | null, revokedAt: string | null, active: boolean }> };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: string, active: boolean, revokedAt: string | null } };

export type TwoFactorAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorAdminQuery = { twoFactorStatus: { requiredForOwners: boolean }, twoFactorAccounts: Array<{ id: string, username: string, role: Role, enrolled: boolean, recoveryCodesLeft: number }> };

export type SetTwoFactorPolicyMutationVariables = Exact<{
  input: TwoFactorPolicyInput;
}>;


export type SetTwoFactorPolicyMutation = { setTwoFactorPolicy: boolean };

export type ResetTwoFactorMutationVariables = Exact<{
  input: ResetTwoFactorInput;
}>;


export type ResetTwoFactorMutation = { resetTwoFactor: { id: string, enrolled: boolean, recoveryCodesLeft: number } };

export type ActiveAnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveAnnouncementsQuery = { activeAnnouncements: Array<{ id: string, title: string, body: string, link: string | null, linkLabel: string | null }> };

export type AnomalyThresholdsFieldsFragment = { ownerGroupId: number | null, isDefault: boolean, minGames: number, abandonedRate: number, missedClaims: number, shiftDifferences: number, flaggedPayouts: number, cardWinPValue: number, shortGameRatio: number, shortGameRate: number, reprints: number, repairings: number } & { ' $fragmentName'?: 'AnomalyThresholdsFieldsFragment' };

export type AnomaliesQueryVariables = Exact<{
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}>;


export type AnomaliesQuery = { anomalies: { startDate: string, endDate: string, hosts: Array<{ hostId: string, username: string, games: number, flags: Array<{ kind: string, value: number, threshold: number, cardNumber: number | null, plays: number | null, wins: number | null, expectedWins: number | null, pValue: number | null, trend: Array<{ day: string, value: number }> }> }> } };

export type AnomalyThresholdsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnomalyThresholdsQuery = { anomalyThresholds: { ' $fragmentRefs'?: { 'AnomalyThresholdsFieldsFragment': AnomalyThresholdsFieldsFragment } } };

export type SetAnomalyThresholdsMutationVariables = Exact<{
  input: AnomalyThresholdsInput;
}>;


export type SetAnomalyThresholdsMutation = { setAnomalyThresholds: { ' $fragmentRefs'?: { 'AnomalyThresholdsFieldsFragment': AnomalyThresholdsFieldsFragment } } };

export type AnomalyEvidenceQueryVariables = Exact<{
  hostId: string | number;
  kind: string;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  cardNumber?: number | null | undefined;
}>;


export type AnomalyEvidenceQuery = { anomalyEvidence: { hostId: string, kind: string, games: Array<{ gameId: string, publicCode: string, createdAt: string, endReason: string | null, calls: number | null, winningCard: number | null, missedClaims: number, totalStakesSantim: number, payoutSantim: number }>, shifts: Array<{ shiftId: string, openedAt: string, closedAt: string, expectedSantim: number, countedSantim: number, toleranceSantim: number }>, events: Array<{ label: string, at: string }> } };

export type MyApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApiTokensQuery = { apiTokens: Array<{ id: string, name: string, createdAt: string, expiresAt: string | null, revokedAt: string | null, active: boolean }> };

export type CreateMyApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateMyApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string } } };

export type RevokeMyApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeMyApiTokenMutation = { revokeApiToken: { id: string, active: boolean, revokedAt: string | null } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, username: string, adminId: string, role: Role, twoFactorEnrolmentRequired: boolean } };

export type ValidateTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type ValidateTokenQuery = { validateToken: boolean };

export type DashboardMeQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardMeQuery = { me: { id: string, username: string, role: Role, api: string | null, cardSet: number | null, walletBalance: number } };

export type RunningGameQueryVariables = Exact<{ [key: string]: never; }>;


export type RunningGameQuery = { activeGame: { gameId: string, gameType: GameType, callsRevealed: number } | null };

export type HostGamesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type HostGamesSubscription = { hostGames: { kind: HostGameChangeKind, gameId: string | null } };

export type DashboardFreeGamesQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardFreeGamesQuery = { freeGameSchedules: Array<{ id: string, scheduledDateTime: string }>, me: { id: string, commissionRate: number | null } };

export type PairDisplayMutationVariables = Exact<{
  input: PairDisplayInput;
}>;


export type PairDisplayMutation = { pairDisplay: { token: string, expiresAt: string } };

export type DisplayFeedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DisplayFeedSubscription = { displayFeed: { hallName: string, hallCode: string, language: string | null, voice: string | null, voicePackUrl: string | null, announcements: Array<{ title: string, body: string }>, linkedJackpot: { name: string, amountSantim: number, lastWin: { hallName: string, amountSantim: number } | null } | null, game: { gameId: string, commitment: string, calledNumbers: Array<string>, paused: boolean, pauseReason: string | null, prizeSantim: number, winningPatterns: Array<string>, houseWin: boolean | null, claim: { cardNumber: number, isWinner: boolean, pattern: string | null, payoutSantim: number, prefixLength: number, cells: Array<number>, winningCells: Array<number> } | null } | null } };

export type RecallGameQueryVariables = Exact<{
  gameId: string | number;
}>;


export type RecallGameQuery = { game: { gameId: string, status: GameStatus, hostId: string, commitment: string, calledNumbers: Array<string>, callSpeed: number, winningPatterns: Array<PatternName>, houseWin: boolean | null, winningCalls: number | null, commissionRate: number, totalStakes: number, freeAmount: number, totalBonusAmount: number, playingCards: Array<{ paletteNumber: number, numbers: { B: Array<number>, I: Array<number>, N: Array<number | null>, G: Array<number>, O: Array<number> } }>, claims: Array<{ cardNumber: number, result: ClaimResult, prefixLength: number, pattern: PatternName | null, payout: number }> } };

export type BonusConfigsQueryVariables = Exact<{ [key: string]: never; }>;


export type BonusConfigsQuery = { bonusConfigs: Array<{ id: string, name: string, description: string | null, bonusType: BonusType, bonusValue: number, startDateTime: string, endDateTime: string, gameType: BonusGameType, minPlayers: number, triggerType: TriggerType, triggerValue: number | null, distributedCount: number, selectedDays: Array<number>, selectedTimeSlots: Array<string>, isActive: boolean, presetId: string | null, maxBonusAmount: number | null, minBonusAmount: number | null, dailyBonusLimit: number | null, bonusPool: number | null, remainingBonusPool: number | null }> };

export type BonusPresetsQueryVariables = Exact<{ [key: string]: never; }>;


export type BonusPresetsQuery = { bonusPresets: Array<{ id: string, name: string, description: string | null, bonusType: BonusType, bonusValue: number, gameType: BonusGameType, minPlayers: number, presetCategory: PresetCategory, isGlobalPreset: boolean, presetPriority: number, isActive: boolean, editable: boolean, maxBonusAmount: number | null }> };

export type BonusGamesQueryVariables = Exact<{ [key: string]: never; }>;


export type BonusGamesQuery = { bonusGames: Array<{ gameId: string, date: string, baseAmount: number, totalBonusAmount: number, appliedBonuses: Array<{ bonusId: string | null, bonusType: BonusType, bonusValue: number, bonusAmount: number }> }> };

export type DailyBonusStatsQueryVariables = Exact<{
  range?: BonusStatsRangeInput | null | undefined;
}>;


export type DailyBonusStatsQuery = { dailyBonusStats: Array<{ date: string, totalGames: number, totalBonusAmount: number }> };

export type CreateBonusConfigMutationVariables = Exact<{
  input: BonusConfigInput;
}>;


export type CreateBonusConfigMutation = { createBonusConfig: { id: string } };

export type UpdateBonusConfigMutationVariables = Exact<{
  id: string | number;
  input: BonusConfigInput;
}>;


export type UpdateBonusConfigMutation = { updateBonusConfig: { id: string } };

export type DeleteBonusConfigMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBonusConfigMutation = { deleteBonusConfig: boolean };

export type CreateBonusPresetMutationVariables = Exact<{
  input: BonusPresetInput;
}>;


export type CreateBonusPresetMutation = { createBonusPreset: { id: string } };

export type UpdateBonusPresetMutationVariables = Exact<{
  id: string | number;
  input: BonusPresetInput;
}>;


export type UpdateBonusPresetMutation = { updateBonusPreset: { id: string } };

export type ToggleBonusPresetMutationVariables = Exact<{
  id: string | number;
}>;


export type ToggleBonusPresetMutation = { toggleBonusPreset: { id: string, isActive: boolean } };

export type CopyBonusPresetMutationVariables = Exact<{
  id: string | number;
}>;


export type CopyBonusPresetMutation = { copyBonusPreset: { id: string } };

export type DeleteBonusPresetMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBonusPresetMutation = { deleteBonusPreset: boolean };

export type FreeGameSchedulesQueryVariables = Exact<{ [key: string]: never; }>;


export type FreeGameSchedulesQuery = { freeGameSchedules: Array<{ id: string, scheduledDateTime: string, status: FreeGameSlotStatus }> };

export type FreeGameHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type FreeGameHistoryQuery = { freeGameHistory: Array<{ id: string, scheduledDateTime: string, status: FreeGameSlotStatus, usedAt: string | null, gameCreatedAt: string | null }> };

export type ScheduleFreeGameMutationVariables = Exact<{
  input: ScheduleFreeGameInput;
}>;


export type ScheduleFreeGameMutation = { scheduleFreeGame: { id: string } };

export type ScheduleFreeGamesBulkMutationVariables = Exact<{
  input: BulkScheduleInput;
}>;


export type ScheduleFreeGamesBulkMutation = { scheduleFreeGamesBulk: { count: number, refused: Array<{ scheduledDateTime: string, reason: FreeGameSlotRefusal }> } };

export type ScheduleFreeGamesRandomMutationVariables = Exact<{
  input: RandomScheduleInput;
}>;


export type ScheduleFreeGamesRandomMutation = { scheduleFreeGamesRandom: { count: number } };

export type RescheduleFreeGameMutationVariables = Exact<{
  id: string | number;
  input: ScheduleFreeGameInput;
}>;


export type RescheduleFreeGameMutation = { rescheduleFreeGame: { id: string, scheduledDateTime: string } };

export type CancelFreeGameMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelFreeGameMutation = { cancelFreeGame: boolean };

export type CancelAllFreeGamesMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelAllFreeGamesMutation = { cancelAllFreeGames: number };

export type ShellGamesQueryVariables = Exact<{
  page: number;
}>;


export type ShellGamesQuery = { myGames: { page: number, totalPages: number, totalGames: number, games: Array<{ gameId: string, createdAt: string, gameType: GameType, players: number, status: GameStatus, bettingAmount: number | null, stakes: Array<number>, totalStakes: number, profit: number | null }> } };

export type ShellWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellWalletQuery = { me: { id: string, username: string, walletBalance: number } };

export type JackpotHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type JackpotHistoryQuery = { jackpotHistory: Array<{ id: string, createdAt: string, winnerCard: number, amount: number }> };

export type HouseStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type HouseStatsQuery = { houseGameStats: { totalGames: number, houseWins: number, losingGames: number, totalProfit: number }, houseDailyProfitLoss: Array<{ date: string, gamesCount: number, profit: number }> };

export type HouseGamesByDayQueryVariables = Exact<{
  hostId: string | number;
}>;


export type HouseGamesByDayQuery = { houseGamesByDay: Array<{ date: string, games: Array<{ gameId: string, createdAt: string, numberOfPlayers: number, houseCardCount: number, houseWin: boolean | null, status: GameStatus, bettingAmount: number | null, profit: number | null }> }> };

export type AdminStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatsQuery = { hostStats: { totalGames: number, totalProfit: number, totalBetAmount: number, wallet: number, statsByPeriod: Array<{ date: string, gamesCount: number, profit: number }> } };

export type LinkedJackpotsQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkedJackpotsQuery = { linkedJackpots: Array<{ id: string, name: string, amountSantim: number, accrualShare: number, callLimit: number, round: number, createdAt: string, halls: Array<{ hostId: string, username: string }>, results: Array<{ kind: string, round: number, hostUsername: string, gameId: string, amountSantim: number, createdAt: string }> }> };

export type LinkableHallsQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkableHallsQuery = { hosts: Array<{ id: string, username: string }> };

export type CreateLinkedJackpotMutationVariables = Exact<{
  input: LinkedJackpotInput;
}>;


export type CreateLinkedJackpotMutation = { createLinkedJackpot: { id: string } };

export type UpdateLinkedJackpotMutationVariables = Exact<{
  input: UpdateLinkedJackpotInput;
}>;


export type UpdateLinkedJackpotMutation = { updateLinkedJackpot: { id: string } };

export type MultiplierGameRowFragment = { gameId: string, createdAt: string, playingCards: Array<number>, multiplier: number | null, winnerCard: number | null, status: GameStatus, stakes: Array<number>, totalStakes: number, payoutToWinner: number | null, profit: number | null } & { ' $fragmentName'?: 'MultiplierGameRowFragment' };

export type AdminProfitSummaryFragment = { id: string, adminUsername: string, totalProfit: number, months: Array<{ month: string, gamesCount: number, profit: number, weeks: Array<{ week: string, gamesCount: number, profit: number, days: Array<{ date: string, gamesCount: number, profit: number }> }> }> } & { ' $fragmentName'?: 'AdminProfitSummaryFragment' };

export type MultiplierSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type MultiplierSetupQuery = { me: { id: string, commissionRate: number | null, walletBalance: number } };

export type MultiplierHomeQueryVariables = Exact<{
  today: StatsRangeInput;
}>;


export type MultiplierHomeQuery = { me: { id: string, walletBalance: number }, activeGame: { gameId: string, gameType: GameType, callsRevealed: number } | null, multiplierGames: { games: Array<(
      { gameId: string }
      & { ' $fragmentRefs'?: { 'MultiplierGameRowFragment': MultiplierGameRowFragment } }
    )> } };

export type BingoStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type BingoStatsQuery = { allMultiplierStats: { totalGames: number, totalProfit: number, games: Array<{ gameId: string, createdAt: string, numberOfPlayers: number, status: GameStatus, totalStakes: number, payoutToWinner: number | null }>, adminsSummary: Array<{ ' $fragmentRefs'?: { 'AdminProfitSummaryFragment': AdminProfitSummaryFragment } }> }, multiplierGameStats: { totalGames: number, losingGames: number, totalBettingAmount: number, totalPayoutToWinners: number, totalProfit: number, averageProfit: number }, multiplierDailyProfits: Array<{ date: string, profit: number }> };

export type AdminMultiplierStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMultiplierStatsQuery = { multiplierGames: { totalGames: number, totalProfit: number, games: Array<(
      { gameId: string }
      & { ' $fragmentRefs'?: { 'MultiplierGameRowFragment': MultiplierGameRowFragment } }
    )> }, multiplierDailyProfits: Array<{ date: string, gamesCount: number, profit: number }> };

export type TopUpHostMutationVariables = Exact<{
  input: TopUpInput;
}>;


export type TopUpHostMutation = { topUpHost: { walletBalance: number } };

export type MyOwnerGroupQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOwnerGroupQuery = { myOwnerGroup: { name: string, prefixes: Array<string>, canEditCommission: boolean, cardSetIds: Array<number>, superAccountWallet: number } };

export type OwnerRouteQueryVariables = Exact<{
  path: string;
}>;


export type OwnerRouteQuery = { ownerRoute: string | null };

export type PowerGameStatusMutationVariables = Exact<{ [key: string]: never; }>;


export type PowerGameStatusMutation = { powerGameStatus: { success: boolean, showButton: boolean, adminId: string, appearanceId: string | null, title: string | null, text: string | null } };

export type PowerGameClickMutationVariables = Exact<{
  input: PowerClickInput;
}>;


export type PowerGameClickMutation = { powerGameClick: { success: boolean, url: string } };

export type RecordCardPrintsMutationVariables = Exact<{
  input: CardPrintsInput;
}>;


export type RecordCardPrintsMutation = { recordCardPrints: number };

export type MyGamesQueryVariables = Exact<{
  page: number;
}>;


export type MyGamesQuery = { myGames: { page: number, totalPages: number, games: Array<{ gameId: string, createdAt: string, status: GameStatus, gameType: GameType, profit: number | null }> } };

export type HostStatsQueryVariables = Exact<{
  range?: StatsRangeInput | null | undefined;
}>;


export type HostStatsQuery = { hostStats: { totalProfit: number, statsByPeriod: Array<{ date: string, profit: number }> } };

export type ShiftRowFieldsFragment = { id: string, hostId: string, username: string, openedAt: string, closedAt: string | null, games: number, floatSantim: number, cashInSantim: number, cashOutSantim: number, freeSantim: number, bonusSantim: number, expectedSantim: number, countedSantim: number | null, differenceSantim: number | null, note: string | null, flaggedPayouts: Array<{ gameId: string, amountSantim: number, thresholdSantim: number, flaggedAt: string, acknowledgedAt: string | null, note: string | null }> } & { ' $fragmentName'?: 'ShiftRowFieldsFragment' };

export type ShiftListQueryVariables = Exact<{
  hostId?: string | number | null | undefined;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}>;


export type ShiftListQuery = { shifts: Array<{ ' $fragmentRefs'?: { 'ShiftRowFieldsFragment': ShiftRowFieldsFragment } }> };

export type ShiftDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ShiftDetailQuery = { shift: (
    { floatCounts: Array<{ birr: number, count: number }>, countedCounts: Array<{ birr: number, count: number }> | null, corrections: Array<{ amountSantim: number, note: string, createdAt: string }> }
    & { ' $fragmentRefs'?: { 'ShiftRowFieldsFragment': ShiftRowFieldsFragment } }
  ) };

export type ShiftHallsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShiftHallsQuery = { hosts: Array<{ id: string, username: string }> };

export type OpenFlaggedPayoutsQueryVariables = Exact<{
  hostId?: string | number | null | undefined;
}>;


export type OpenFlaggedPayoutsQuery = { flaggedPayouts: Array<{ gameId: string, hostId: string, username: string, amountSantim: number, thresholdSantim: number, flaggedAt: string }> };

export type AcknowledgePayoutMutationVariables = Exact<{
  gameId: string | number;
  note: string;
}>;


export type AcknowledgePayoutMutation = { acknowledgePayout: { gameId: string, acknowledgedAt: string | null, note: string | null } };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { twoFactorStatus: { enrolled: boolean, required: boolean, recoveryCodesLeft: number } };

export type BeginTwoFactorEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginTwoFactorEnrolmentMutation = { beginTwoFactorEnrolment: { secret: string, otpauthUri: string, qrCodeDataUrl: string } };

export type ConfirmTwoFactorEnrolmentMutationVariables = Exact<{
  input: ConfirmTwoFactorInput;
}>;


export type ConfirmTwoFactorEnrolmentMutation = { confirmTwoFactorEnrolment: { recoveryCodes: Array<string>, token: string } };

export type PublicGameQueryVariables = Exact<{
  ref: string;
}>;


export type PublicGameQuery = { publicGame: { gameId: string, publicCode: string, hallName: string, gameType: GameType, cardSetName: string, startedAt: string, status: GameStatus, endedAt: string | null, commitment: string, callSpeed: number, winningPatterns: Array<PatternName>, calledNumbers: Array<string>, callsRevealed: number, paused: boolean, nextCallAt: string | null, serverTime: string, seed: string | null, bettingAmountSantim: number | null, payoutToWinnerSantim: number | null, jackpotAwardedSantim: number | null, winningCard: number | null, winningCalls: number | null, houseWin: boolean | null, abandonedAtCall: number | null, pauseReason: string | null, cards: Array<{ paletteNumber: number, house: boolean, numbers: { B: Array<number>, I: Array<number>, N: Array<number | null>, G: Array<number>, O: Array<number> } }> | null, claims: Array<{ cardNumber: number, callIndex: number, result: ClaimResult, pattern: PatternName | null, payoutSantim: number }> | null, missedClaims: Array<{ cardNumber: number, pattern: PatternName, call: number }> | null } };

export type VoicePacksQueryVariables = Exact<{
  hostId?: string | number | null | undefined;
}>;


export type VoicePacksQuery = { voicePacks: Array<{ id: string, name: string, hostId: string | null, hostUsername: string | null, previewUrl: string, events: Array<string>, sizeBytes: number, createdAt: string, isDefault: boolean }> };

export type VoicePackHostsQueryVariables = Exact<{ [key: string]: never; }>;


export type VoicePackHostsQuery = { hosts: Array<{ id: string, username: string }> };

export type RenameVoicePackMutationVariables = Exact<{
  packId: string | number;
  name: string;
}>;


export type RenameVoicePackMutation = { renameVoicePack: { id: string, name: string } };

export type DeleteVoicePackMutationVariables = Exact<{
  packId: string | number;
}>;


export type DeleteVoicePackMutation = { deleteVoicePack: boolean };

export type SetDefaultVoicePackMutationVariables = Exact<{
  hostId?: string | number | null | undefined;
  packId?: string | number | null | undefined;
}>;


export type SetDefaultVoicePackMutation = { setDefaultVoicePack: { id: string, clipBaseUrl: string, events: Array<string> } | null };

export type ActiveGameQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveGameQuery = { activeGame: { gameId: string, gameType: GameType, status: GameStatus, callSpeed: number, calledNumbers: Array<string>, callsRevealed: number, paused: boolean, nextCallAt: string | null, serverTime: string, commitment: string, seed: string | null, multiplier: number | null, commissionRate: number, cardPaletteNumbers: Array<number>, winningPatterns: Array<PatternName>, houseCardCount: number, houseWin: boolean | null, winningCard: number | null, winningCalls: number | null, wonAtCall: number | null, isJackpotGame: boolean, bettingAmount: number | null, totalStakes: number, stakes: Array<number>, payoutToWinner: number | null, baseAmount: number | null, totalBonusAmount: number, freeAmount: number, jackpotPool: number, playingCards: Array<{ paletteNumber: number, numbers: { B: Array<number>, I: Array<number>, N: Array<number | null>, G: Array<number>, O: Array<number> } }>, claims: Array<{ cardNumber: number, result: ClaimResult, prefixLength: number, payout: number }> } | null };

export type GameClockFieldsFragment = { gameId: string, status: GameStatus, calledNumbers: Array<string>, callsRevealed: number, paused: boolean, nextCallAt: string | null, serverTime: string, houseWin: boolean | null, winningCard: number | null, winningCalls: number | null } & { ' $fragmentName'?: 'GameClockFieldsFragment' };

export type GameClockQueryVariables = Exact<{
  gameId: string | number;
}>;


export type GameClockQuery = { game: { ' $fragmentRefs'?: { 'GameClockFieldsFragment': GameClockFieldsFragment } } };

export type PlayGameMutationVariables = Exact<{
  gameId: string | number;
}>;


export type PlayGameMutation = { playGame: { ' $fragmentRefs'?: { 'GameClockFieldsFragment': GameClockFieldsFragment } } };

export type PauseGameMutationVariables = Exact<{
  gameId: string | number;
}>;


export type PauseGameMutation = { pauseGame: { ' $fragmentRefs'?: { 'GameClockFieldsFragment': GameClockFieldsFragment } } };

export type CheckWinnerMutationVariables = Exact<{
  input: CheckWinnerInput;
}>;


export type CheckWinnerMutation = { checkWinner: { gameId: string, cardNumber: number, isWinner: boolean, locked: boolean, prefixLength: number, winnersOnCall: number, payout: number, card: { paletteNumber: number, numbers: { B: Array<number>, I: Array<number>, N: Array<number | null>, G: Array<number>, O: Array<number> } }, results: Array<{ pattern: PatternName, isWinner: boolean, cells: Array<number>, completedAtCall: number | null, lastCalledNumber: string | null }> } };

export type EndGameMutationVariables = Exact<{
  gameId: string | number;
}>;


export type EndGameMutation = { endGame: { gameId: string, status: GameStatus, seed: string, commitment: string, endedAt: string } };

export type GameEventsSubscriptionVariables = Exact<{
  gameId: string | number;
}>;


export type GameEventsSubscription = { gameEvents: { kind: GameEventKind, at: string, index: number | null, number: string | null, nextCallAt: string | null, reason: string | null, claim: { cardNumber: number, isWinner: boolean } | null, missedClaim: { cardNumber: number, pattern: PatternName, call: number } | null } };

export type SetCallerLanguageMutationVariables = Exact<{
  input: CallerLanguageInput;
}>;


export type SetCallerLanguageMutation = { setCallerLanguage: { callerLanguage: string | null } };

export type CardsQueryVariables = Exact<{ [key: string]: never; }>;


export type CardsQuery = { cards: Array<{ paletteNumber: number, numbers: { B: Array<number>, I: Array<number>, N: Array<number | null>, G: Array<number>, O: Array<number> } }> };

export type PrintedCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type PrintedCardsQuery = { printedCards: { cardSetId: number, cardSetName: string, cards: Array<{ paletteNumber: number, check: string, path: string }> }, hallSettings: { hostId: string, hallName: string } };

export type CreateDisplayPairingMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateDisplayPairingMutation = { createDisplayPairing: { code: string, expiresAt: string } };

export type DisplaysQueryVariables = Exact<{ [key: string]: never; }>;


export type DisplaysQuery = { displays: Array<{ displayId: string, name: string, pairedAt: string, lastSeenAt: string, revokedAt: string | null }> };

export type RevokeDisplayMutationVariables = Exact<{
  displayId: string | number;
}>;


export type RevokeDisplayMutation = { revokeDisplay: { displayId: string, revokedAt: string | null } };

export type DisplaySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type DisplaySettingsQuery = { displaySettings: { voiceOnDisplay: boolean, voice: string } };

export type SetDisplayVoiceMutationVariables = Exact<{
  input: DisplayVoiceInput;
}>;


export type SetDisplayVoiceMutation = { setDisplayVoice: { voiceOnDisplay: boolean, voice: string } };

export type StartGameMutationVariables = Exact<{
  input: StartGameInput;
}>;


export type StartGameMutation = { startGame: { gameId: string, gameType: GameType, callSpeed: number, commitment: string } };

export type ChosenVoicePackQueryVariables = Exact<{ [key: string]: never; }>;


export type ChosenVoicePackQuery = { chosenVoicePack: { id: string, clipBaseUrl: string, events: Array<string> } | null };

export type ManagedHostsQueryVariables = Exact<{ [key: string]: never; }>;


export type ManagedHostsQuery = { hosts: Array<{ id: string, username: string, isBlocked: boolean, commissionRate: number, cardSet: number | null, lastLoginAt: string | null, walletBalance: number, stats: { gamesToday: number, totalGames: number, todayProfit: number, weekProfit: number, monthProfit: number, totalProfit: number, avgMonthProfit: number, avgAllTimeProfit: number, last30Days: Array<{ date: string, gamesCount: number, profit: number }>, last12WeeksProfits: Array<{ week: string, profit: number }>, last12MonthsProfits: Array<{ month: string, profit: number }> } | null }> };

export type WalletTransactionsQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletTransactionsQuery = { walletTransactions: Array<{ date: string, toAdmin: string, kind: LedgerKind, amount: number }> };

export type HostLastGamesQueryVariables = Exact<{
  hostId?: string | number | null | undefined;
  limit: number;
}>;


export type HostLastGamesQuery = { lastGames: Array<{ gameId: string, createdAt: string, hostUsername: string, gameType: GameType, players: number, status: GameStatus, endReason: GameEndReason | null, abandonedAtCall: number | null, bettingAmount: number | null, stakes: Array<number>, payoutToWinner: number | null, totalStakes: number, profit: number | null, missedClaims: Array<{ cardNumber: number, call: number }> | null }> };

export type SetHostBlockedMutationVariables = Exact<{
  hostId: string | number;
  blocked: boolean;
}>;


export type SetHostBlockedMutation = { setHostBlocked: { id: string, isBlocked: boolean } };

export type RegisterHostMutationVariables = Exact<{
  input: RegisterHostInput;
}>;


export type RegisterHostMutation = { registerHost: { id: string, username: string, cardSet: number | null, walletBalance: number } };

export type SetCommissionRateMutationVariables = Exact<{
  input: CommissionRateInput;
}>;


export type SetCommissionRateMutation = { setCommissionRate: { id: string, commissionRate: number } };

export type HostJackpotQueryVariables = Exact<{
  hostId: string | number;
}>;


export type HostJackpotQuery = { jackpotPool: { hostId: string, accrualShare: number, callLimit: number, enabled: boolean, amount: number } };

export type UpdateJackpotSettingsMutationVariables = Exact<{
  input: JackpotSettingsInput;
}>;


export type UpdateJackpotSettingsMutation = { updateJackpotSettings: { hostId: string, enabled: boolean } };

export type HostHallSettingsQueryVariables = Exact<{
  hostId: string | number;
}>;


export type HostHallSettingsQuery = { hallSettings: { hostId: string, displayName: string | null, hallName: string, supportPhones: Array<string>, defaultLanguage: string | null, defaultVoice: string | null } };

export type UpdateHallSettingsMutationVariables = Exact<{
  input: HallSettingsInput;
}>;


export type UpdateHallSettingsMutation = { updateHallSettings: { hostId: string, hallName: string } };

export const OwnerGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnerGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerGroupAdminView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"routeSlug"}},{"kind":"Field","name":{"kind":"Name","value":"prefixes"}},{"kind":"Field","name":{"kind":"Name","value":"cardSetIds"}},{"kind":"Field","name":{"kind":"Name","value":"canEditCommission"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"superAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"walletBalanceSantim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]}}]} as unknown as DocumentNode<OwnerGroupFieldsFragment, unknown>;
export const AnomalyThresholdsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnomalyThresholdsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnomalyThresholdsObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"minGames"}},{"kind":"Field","name":{"kind":"Name","value":"abandonedRate"}},{"kind":"Field","name":{"kind":"Name","value":"missedClaims"}},{"kind":"Field","name":{"kind":"Name","value":"shiftDifferences"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedPayouts"}},{"kind":"Field","name":{"kind":"Name","value":"cardWinPValue"}},{"kind":"Field","name":{"kind":"Name","value":"shortGameRatio"}},{"kind":"Field","name":{"kind":"Name","value":"shortGameRate"}},{"kind":"Field","name":{"kind":"Name","value":"reprints"}},{"kind":"Field","name":{"kind":"Name","value":"repairings"}}]}}]} as unknown as DocumentNode<AnomalyThresholdsFieldsFragment, unknown>;
export const MultiplierGameRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MultiplierGameRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","alias":{"kind":"Name","value":"stakes"},"name":{"kind":"Name","value":"stakesSantim"}},{"kind":"Field","name":{"kind":"Name","value":"playingCards"}},{"kind":"Field","alias":{"kind":"Name","value":"totalStakes"},"name":{"kind":"Name","value":"totalStakesSantim"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"winnerCard"}},{"kind":"Field","alias":{"kind":"Name","value":"payoutToWinner"},"name":{"kind":"Name","value":"payoutToWinnerSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<MultiplierGameRowFragment, unknown>;
export const AdminProfitSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfitSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMultiplierSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminUsername"}},{"kind":"Field","alias":{"kind":"Name","value":"totalProfit"},"name":{"kind":"Name","value":"totalProfitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"gamesCount"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"gamesCount"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"gamesCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminProfitSummaryFragment, unknown>;
export const ShiftRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"floatSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cashInSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cashOutSantim"}},{"kind":"Field","name":{"kind":"Name","value":"freeSantim"}},{"kind":"Field","name":{"kind":"Name","value":"bonusSantim"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"countedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"differenceSantim"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedPayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdSantim"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<ShiftRowFieldsFragment, unknown>;
export const GameClockFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameClockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"calledNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"callsRevealed"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"nextCallAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"houseWin"}},{"kind":"Field","name":{"kind":"Name","value":"winningCard"}},{"kind":"Field","name":{"kind":"Name","value":"winningCalls"}}]}}]} as unknown as DocumentNode<GameClockFieldsFragment, unknown>;
export const OperatorHallDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OperatorHall"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hallSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"hallName"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhones"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"defaultVoice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jackpotPool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","alias":{"kind":"Name","value":"amount"},"name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"linkedPoolName"}}]}}]}}]} as unknown as DocumentNode<OperatorHallQuery, OperatorHallQueryVariables>;
export const RecordInspectAttemptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordInspectAttempt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InspectAttemptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordInspectAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RecordInspectAttemptMutation, RecordInspectAttemptMutationVariables>;
export const BackOfficeMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BackOfficeMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","alias":{"kind":"Name","value":"walletBalance"},"name":{"kind":"Name","value":"walletBalanceSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cardSet"}}]}}]}}]} as unknown as DocumentNode<BackOfficeMeQuery, BackOfficeMeQueryVariables>;
export const CurrentShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentShift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentShift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"floatSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cashInSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cashOutSantim"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"games"}}]}}]}}]} as unknown as DocumentNode<CurrentShiftQuery, CurrentShiftQueryVariables>;
export const OpenShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpenShiftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"floatSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cashInSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cashOutSantim"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"games"}}]}}]}}]} as unknown as DocumentNode<OpenShiftMutation, OpenShiftMutationVariables>;
export const CloseShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseShiftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"countedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"differenceSantim"}}]}}]}}]} as unknown as DocumentNode<CloseShiftMutation, CloseShiftMutationVariables>;
export const StepUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StepUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StepUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUpToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<StepUpMutation, StepUpMutationVariables>;
export const OwnerGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnerGroupFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnerGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OwnerGroupAdminView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"routeSlug"}},{"kind":"Field","name":{"kind":"Name","value":"prefixes"}},{"kind":"Field","name":{"kind":"Name","value":"cardSetIds"}},{"kind":"Field","name":{"kind":"Name","value":"canEditCommission"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"superAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"walletBalanceSantim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}}]}}]}}]} as unknown as DocumentNode<OwnerGroupsQuery, OwnerGroupsQueryVariables>;
export const CreateOwnerGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOwnerGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOwnerGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOwnerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateOwnerGroupMutation, CreateOwnerGroupMutationVariables>;
export const UpdateOwnerGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOwnerGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOwnerGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOwnerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateOwnerGroupMutation, UpdateOwnerGroupMutationVariables>;
export const SetOwnerGroupArchivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOwnerGroupArchived"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOwnerGroupArchived"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<SetOwnerGroupArchivedMutation, SetOwnerGroupArchivedMutationVariables>;
export const CreateOwnerAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOwnerAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOwnerAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOwnerAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateOwnerAccountMutation, CreateOwnerAccountMutationVariables>;
export const SetOwnerAccountBlockedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOwnerAccountBlocked"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOwnerAccountBlocked"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ownerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"blocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}}]}}]}}]} as unknown as DocumentNode<SetOwnerAccountBlockedMutation, SetOwnerAccountBlockedMutationVariables>;
export const PlatformSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlatformSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"revenue"},"name":{"kind":"Name","value":"revenueSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"todayRevenue"},"name":{"kind":"Name","value":"todayRevenueSantim"}},{"kind":"Field","name":{"kind":"Name","value":"platformShare"}},{"kind":"Field","alias":{"kind":"Name","value":"platformShareAmount"},"name":{"kind":"Name","value":"platformShareAmountSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"platformFeesCharged"},"name":{"kind":"Name","value":"platformFeesChargedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"totalGames"}},{"kind":"Field","name":{"kind":"Name","value":"gamesToday"}},{"kind":"Field","name":{"kind":"Name","value":"hostCount"}},{"kind":"Field","alias":{"kind":"Name","value":"totalBetAmount"},"name":{"kind":"Name","value":"totalBetAmountSantim"}}]}}]}}]} as unknown as DocumentNode<PlatformSummaryQuery, PlatformSummaryQueryVariables>;
export const InspectAttemptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InspectAttempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inspectAttempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsername"}},{"kind":"Field","name":{"kind":"Name","value":"detectionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]} as unknown as DocumentNode<InspectAttemptsQuery, InspectAttemptsQueryVariables>;
export const CardSetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"checksum"}}]}}]}}]} as unknown as DocumentNode<CardSetsQuery, CardSetsQueryVariables>;
export const ExportCardSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportCardSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardSetFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportCardSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"checksum"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<ExportCardSetQuery, ExportCardSetQueryVariables>;
export const ImportCardSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportCardSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportCardSetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importCardSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cardCount"}},{"kind":"Field","name":{"kind":"Name","value":"checksum"}}]}}]}}]} as unknown as DocumentNode<ImportCardSetMutation, ImportCardSetMutationVariables>;
export const PowerCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PowerCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerCampaigns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"targetAll"}},{"kind":"Field","name":{"kind":"Name","value":"targetHostIds"}},{"kind":"Field","name":{"kind":"Name","value":"appearances"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}}]}}]}}]} as unknown as DocumentNode<PowerCampaignsQuery, PowerCampaignsQueryVariables>;
export const CreatePowerCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePowerCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PowerCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPowerCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePowerCampaignMutation, CreatePowerCampaignMutationVariables>;
export const UpdatePowerCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePowerCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PowerCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePowerCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<UpdatePowerCampaignMutation, UpdatePowerCampaignMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const AdjustHostWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustHostWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustHostWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"walletBalance"},"name":{"kind":"Name","value":"walletBalanceSantim"}}]}}]}}]} as unknown as DocumentNode<AdjustHostWalletMutation, AdjustHostWalletMutationVariables>;
export const AnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<AnnouncementsQuery, AnnouncementsQueryVariables>;
export const CreateAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateAnnouncementMutation, CreateAnnouncementMutationVariables>;
export const UpdateAnnouncementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAnnouncement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnnouncement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<UpdateAnnouncementMutation, UpdateAnnouncementMutationVariables>;
export const PlatformPeriodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlatformPeriods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformPeriods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last30Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"gamesCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last12WeeksProfits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last12MonthsProfits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}}]}}]}}]}}]} as unknown as DocumentNode<PlatformPeriodsQuery, PlatformPeriodsQueryVariables>;
export const BonusLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platformDefault"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxPerGameSantim"}},{"kind":"Field","name":{"kind":"Name","value":"maxShareBp"}},{"kind":"Field","name":{"kind":"Name","value":"maxPerDaySantim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"targetName"}},{"kind":"Field","name":{"kind":"Name","value":"maxPerGameSantim"}},{"kind":"Field","name":{"kind":"Name","value":"maxShareBp"}},{"kind":"Field","name":{"kind":"Name","value":"maxPerDaySantim"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BonusLimitsQuery, BonusLimitsQueryVariables>;
export const SetBonusLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBonusLimits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetBonusLimitsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBonusLimits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetBonusLimitsMutation, SetBonusLimitsMutationVariables>;
export const ClearBonusLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearBonusLimits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearBonusLimits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ClearBonusLimitsMutation, ClearBonusLimitsMutationVariables>;
export const HiddenHostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HiddenHosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hiddenHosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenBy"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","alias":{"kind":"Name","value":"walletBalance"},"name":{"kind":"Name","value":"walletBalanceSantim"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<HiddenHostsQuery, HiddenHostsQueryVariables>;
export const AllApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"allAccounts"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<AllApiTokensQuery, AllApiTokensQueryVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const TwoFactorAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requiredForOwners"}}]}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<TwoFactorAdminQuery, TwoFactorAdminQueryVariables>;
export const SetTwoFactorPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTwoFactorPolicy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorPolicyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTwoFactorPolicy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SetTwoFactorPolicyMutation, SetTwoFactorPolicyMutationVariables>;
export const ResetTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<ResetTwoFactorMutation, ResetTwoFactorMutationVariables>;
export const ActiveAnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveAnnouncements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeAnnouncements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"linkLabel"}}]}}]}}]} as unknown as DocumentNode<ActiveAnnouncementsQuery, ActiveAnnouncementsQueryVariables>;
export const AnomaliesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Anomalies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anomalies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"plays"}},{"kind":"Field","name":{"kind":"Name","value":"wins"}},{"kind":"Field","name":{"kind":"Name","value":"expectedWins"}},{"kind":"Field","name":{"kind":"Name","value":"pValue"}},{"kind":"Field","name":{"kind":"Name","value":"trend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnomaliesQuery, AnomaliesQueryVariables>;
export const AnomalyThresholdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnomalyThresholds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anomalyThresholds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnomalyThresholdsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnomalyThresholdsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnomalyThresholdsObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"minGames"}},{"kind":"Field","name":{"kind":"Name","value":"abandonedRate"}},{"kind":"Field","name":{"kind":"Name","value":"missedClaims"}},{"kind":"Field","name":{"kind":"Name","value":"shiftDifferences"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedPayouts"}},{"kind":"Field","name":{"kind":"Name","value":"cardWinPValue"}},{"kind":"Field","name":{"kind":"Name","value":"shortGameRatio"}},{"kind":"Field","name":{"kind":"Name","value":"shortGameRate"}},{"kind":"Field","name":{"kind":"Name","value":"reprints"}},{"kind":"Field","name":{"kind":"Name","value":"repairings"}}]}}]} as unknown as DocumentNode<AnomalyThresholdsQuery, AnomalyThresholdsQueryVariables>;
export const SetAnomalyThresholdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAnomalyThresholds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnomalyThresholdsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAnomalyThresholds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnomalyThresholdsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnomalyThresholdsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnomalyThresholdsObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"minGames"}},{"kind":"Field","name":{"kind":"Name","value":"abandonedRate"}},{"kind":"Field","name":{"kind":"Name","value":"missedClaims"}},{"kind":"Field","name":{"kind":"Name","value":"shiftDifferences"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedPayouts"}},{"kind":"Field","name":{"kind":"Name","value":"cardWinPValue"}},{"kind":"Field","name":{"kind":"Name","value":"shortGameRatio"}},{"kind":"Field","name":{"kind":"Name","value":"shortGameRate"}},{"kind":"Field","name":{"kind":"Name","value":"reprints"}},{"kind":"Field","name":{"kind":"Name","value":"repairings"}}]}}]} as unknown as DocumentNode<SetAnomalyThresholdsMutation, SetAnomalyThresholdsMutationVariables>;
export const AnomalyEvidenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnomalyEvidence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anomalyEvidence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"cardNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"publicCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"calls"}},{"kind":"Field","name":{"kind":"Name","value":"winningCard"}},{"kind":"Field","name":{"kind":"Name","value":"missedClaims"}},{"kind":"Field","name":{"kind":"Name","value":"totalStakesSantim"}},{"kind":"Field","name":{"kind":"Name","value":"payoutSantim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"countedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"toleranceSantim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]}}]} as unknown as DocumentNode<AnomalyEvidenceQuery, AnomalyEvidenceQueryVariables>;
export const MyApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const CreateMyApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMyApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateMyApiTokenMutation, CreateMyApiTokenMutationVariables>;
export const RevokeMyApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeMyApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeMyApiTokenMutation, RevokeMyApiTokenMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnrolmentRequired"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const ValidateTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidateToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateToken"}}]}}]} as unknown as DocumentNode<ValidateTokenQuery, ValidateTokenQueryVariables>;
export const DashboardMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"cardSet"}},{"kind":"Field","alias":{"kind":"Name","value":"walletBalance"},"name":{"kind":"Name","value":"walletBalanceSantim"}}]}}]}}]} as unknown as DocumentNode<DashboardMeQuery, DashboardMeQueryVariables>;
export const RunningGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RunningGame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeGame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"callsRevealed"}}]}}]}}]} as unknown as DocumentNode<RunningGameQuery, RunningGameQueryVariables>;
export const HostGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"HostGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}}]}}]}}]} as unknown as DocumentNode<HostGamesSubscription, HostGamesSubscriptionVariables>;
export const DashboardFreeGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardFreeGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeGameSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDateTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}}]}}]}}]} as unknown as DocumentNode<DashboardFreeGamesQuery, DashboardFreeGamesQueryVariables>;
export const PairDisplayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PairDisplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PairDisplayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairDisplay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<PairDisplayMutation, PairDisplayMutationVariables>;
export const DisplayFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DisplayFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hallName"}},{"kind":"Field","name":{"kind":"Name","value":"hallCode"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"voice"}},{"kind":"Field","name":{"kind":"Name","value":"voicePackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"announcements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedJackpot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"lastWin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hallName"}},{"kind":"Field","name":{"kind":"Name","value":"amountSantim"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"calledNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"prizeSantim"}},{"kind":"Field","name":{"kind":"Name","value":"winningPatterns"}},{"kind":"Field","name":{"kind":"Name","value":"houseWin"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isWinner"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"payoutSantim"}},{"kind":"Field","name":{"kind":"Name","value":"prefixLength"}},{"kind":"Field","name":{"kind":"Name","value":"cells"}},{"kind":"Field","name":{"kind":"Name","value":"winningCells"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DisplayFeedSubscription, DisplayFeedSubscriptionVariables>;
export const RecallGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecallGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"calledNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"callSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"winningPatterns"}},{"kind":"Field","name":{"kind":"Name","value":"houseWin"}},{"kind":"Field","name":{"kind":"Name","value":"winningCalls"}},{"kind":"Field","alias":{"kind":"Name","value":"totalStakes"},"name":{"kind":"Name","value":"totalStakesSantim"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","alias":{"kind":"Name","value":"freeAmount"},"name":{"kind":"Name","value":"freeAmountSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"totalBonusAmount"},"name":{"kind":"Name","value":"totalBonusAmountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"playingCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paletteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"B"}},{"kind":"Field","name":{"kind":"Name","value":"I"}},{"kind":"Field","name":{"kind":"Name","value":"N"}},{"kind":"Field","name":{"kind":"Name","value":"G"}},{"kind":"Field","name":{"kind":"Name","value":"O"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"prefixLength"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","alias":{"kind":"Name","value":"payout"},"name":{"kind":"Name","value":"payoutSantim"}}]}}]}}]}}]} as unknown as DocumentNode<RecallGameQuery, RecallGameQueryVariables>;
export const BonusConfigsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusConfigs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"bonusType"}},{"kind":"Field","name":{"kind":"Name","value":"bonusValue"}},{"kind":"Field","name":{"kind":"Name","value":"startDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"endDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"minPlayers"}},{"kind":"Field","alias":{"kind":"Name","value":"maxBonusAmount"},"name":{"kind":"Name","value":"maxBonusAmountSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"minBonusAmount"},"name":{"kind":"Name","value":"minBonusAmountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"triggerType"}},{"kind":"Field","name":{"kind":"Name","value":"triggerValue"}},{"kind":"Field","alias":{"kind":"Name","value":"dailyBonusLimit"},"name":{"kind":"Name","value":"dailyBonusLimitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"distributedCount"}},{"kind":"Field","alias":{"kind":"Name","value":"bonusPool"},"name":{"kind":"Name","value":"bonusPoolSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"remainingBonusPool"},"name":{"kind":"Name","value":"remainingBonusPoolSantim"}},{"kind":"Field","name":{"kind":"Name","value":"selectedDays"}},{"kind":"Field","name":{"kind":"Name","value":"selectedTimeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"presetId"}}]}}]}}]} as unknown as DocumentNode<BonusConfigsQuery, BonusConfigsQueryVariables>;
export const BonusPresetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusPresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusPresets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"bonusType"}},{"kind":"Field","name":{"kind":"Name","value":"bonusValue"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"minPlayers"}},{"kind":"Field","alias":{"kind":"Name","value":"maxBonusAmount"},"name":{"kind":"Name","value":"maxBonusAmountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"presetCategory"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobalPreset"}},{"kind":"Field","name":{"kind":"Name","value":"presetPriority"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]} as unknown as DocumentNode<BonusPresetsQuery, BonusPresetsQueryVariables>;
export const BonusGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","alias":{"kind":"Name","value":"baseAmount"},"name":{"kind":"Name","value":"baseAmountSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"totalBonusAmount"},"name":{"kind":"Name","value":"totalBonusAmountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"appliedBonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonusId"}},{"kind":"Field","name":{"kind":"Name","value":"bonusType"}},{"kind":"Field","name":{"kind":"Name","value":"bonusValue"}},{"kind":"Field","alias":{"kind":"Name","value":"bonusAmount"},"name":{"kind":"Name","value":"bonusAmountSantim"}}]}}]}}]}}]} as unknown as DocumentNode<BonusGamesQuery, BonusGamesQueryVariables>;
export const DailyBonusStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DailyBonusStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusStatsRangeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyBonusStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"totalGames"}},{"kind":"Field","alias":{"kind":"Name","value":"totalBonusAmount"},"name":{"kind":"Name","value":"totalBonusAmountSantim"}}]}}]}}]} as unknown as DocumentNode<DailyBonusStatsQuery, DailyBonusStatsQueryVariables>;
export const CreateBonusConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBonusConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBonusConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateBonusConfigMutation, CreateBonusConfigMutationVariables>;
export const UpdateBonusConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBonusConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBonusConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateBonusConfigMutation, UpdateBonusConfigMutationVariables>;
export const DeleteBonusConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBonusConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBonusConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBonusConfigMutation, DeleteBonusConfigMutationVariables>;
export const CreateBonusPresetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBonusPreset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusPresetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBonusPreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateBonusPresetMutation, CreateBonusPresetMutationVariables>;
export const UpdateBonusPresetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBonusPreset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BonusPresetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBonusPreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateBonusPresetMutation, UpdateBonusPresetMutationVariables>;
export const ToggleBonusPresetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleBonusPreset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleBonusPreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<ToggleBonusPresetMutation, ToggleBonusPresetMutationVariables>;
export const CopyBonusPresetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CopyBonusPreset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyBonusPreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CopyBonusPresetMutation, CopyBonusPresetMutationVariables>;
export const DeleteBonusPresetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBonusPreset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBonusPreset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBonusPresetMutation, DeleteBonusPresetMutationVariables>;
export const FreeGameSchedulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FreeGameSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeGameSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FreeGameSchedulesQuery, FreeGameSchedulesQueryVariables>;
export const FreeGameHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FreeGameHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freeGameHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"gameCreatedAt"}}]}}]}}]} as unknown as DocumentNode<FreeGameHistoryQuery, FreeGameHistoryQueryVariables>;
export const ScheduleFreeGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleFreeGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleFreeGameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleFreeGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ScheduleFreeGameMutation, ScheduleFreeGameMutationVariables>;
export const ScheduleFreeGamesBulkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleFreeGamesBulk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleFreeGamesBulk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"refused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduledDateTime"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ScheduleFreeGamesBulkMutation, ScheduleFreeGamesBulkMutationVariables>;
export const ScheduleFreeGamesRandomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleFreeGamesRandom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RandomScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleFreeGamesRandom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ScheduleFreeGamesRandomMutation, ScheduleFreeGamesRandomMutationVariables>;
export const RescheduleFreeGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescheduleFreeGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleFreeGameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleFreeGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDateTime"}}]}}]}}]} as unknown as DocumentNode<RescheduleFreeGameMutation, RescheduleFreeGameMutationVariables>;
export const CancelFreeGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelFreeGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelFreeGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CancelFreeGameMutation, CancelFreeGameMutationVariables>;
export const CancelAllFreeGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAllFreeGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAllFreeGames"}}]}}]} as unknown as DocumentNode<CancelAllFreeGamesMutation, CancelAllFreeGamesMutationVariables>;
export const ShellGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellGames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"totalGames"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","alias":{"kind":"Name","value":"bettingAmount"},"name":{"kind":"Name","value":"bettingAmountSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"stakes"},"name":{"kind":"Name","value":"stakesSantim"}},{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","alias":{"kind":"Name","value":"totalStakes"},"name":{"kind":"Name","value":"totalStakesSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}}]}}]}}]}}]} as unknown as DocumentNode<ShellGamesQuery, ShellGamesQueryVariables>;
export const ShellWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellWallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","alias":{"kind":"Name","value":"walletBalance"},"name":{"kind":"Name","value":"walletBalanceSantim"}}]}}]}}]} as unknown as DocumentNode<ShellWalletQuery, ShellWalletQueryVariables>;
export const JackpotHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JackpotHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jackpotHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","alias":{"kind":"Name","value":"amount"},"name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"winnerCard"}}]}}]}}]} as unknown as DocumentNode<JackpotHistoryQuery, JackpotHistoryQueryVariables>;
export const HouseStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HouseStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"houseGameStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalGames"}},{"kind":"Field","alias":{"kind":"Name","value":"totalProfit"},"name":{"kind":"Name","value":"totalProfitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"houseWins"}},{"kind":"Field","name":{"kind":"Name","value":"losingGames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"houseDailyProfitLoss"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"gamesCount"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}}]}}]}}]} as unknown as DocumentNode<HouseStatsQuery, HouseStatsQueryVariables>;
export const HouseGamesByDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HouseGamesByDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"houseGamesByDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","alias":{"kind":"Name","value":"bettingAmount"},"name":{"kind":"Name","value":"bettingAmountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPlayers"}},{"kind":"Field","name":{"kind":"Name","value":"houseCardCount"}},{"kind":"Field","name":{"kind":"Name","value":"houseWin"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}}]}}]}}]}}]} as unknown as DocumentNode<HouseGamesByDayQuery, HouseGamesByDayQueryVariables>;
export const AdminStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"totalProfit"},"name":{"kind":"Name","value":"totalProfitSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"totalBetAmount"},"name":{"kind":"Name","value":"totalBetAmountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"totalGames"}},{"kind":"Field","alias":{"kind":"Name","value":"wallet"},"name":{"kind":"Name","value":"walletSantim"}},{"kind":"Field","name":{"kind":"Name","value":"statsByPeriod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"gamesCount"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}}]}}]}}]}}]} as unknown as DocumentNode<AdminStatsQuery, AdminStatsQueryVariables>;
export const LinkedJackpotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkedJackpots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkedJackpots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"accrualShare"}},{"kind":"Field","name":{"kind":"Name","value":"callLimit"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"halls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"round"}},{"kind":"Field","name":{"kind":"Name","value":"hostUsername"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<LinkedJackpotsQuery, LinkedJackpotsQueryVariables>;
export const LinkableHallsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkableHalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<LinkableHallsQuery, LinkableHallsQueryVariables>;
export const CreateLinkedJackpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLinkedJackpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkedJackpotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLinkedJackpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateLinkedJackpotMutation, CreateLinkedJackpotMutationVariables>;
export const UpdateLinkedJackpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLinkedJackpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLinkedJackpotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLinkedJackpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateLinkedJackpotMutation, UpdateLinkedJackpotMutationVariables>;
export const MultiplierSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MultiplierSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"walletBalance"},"name":{"kind":"Name","value":"walletBalanceSantim"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}}]}}]}}]} as unknown as DocumentNode<MultiplierSetupQuery, MultiplierSetupQueryVariables>;
export const MultiplierHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MultiplierHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"today"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsRangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"walletBalance"},"name":{"kind":"Name","value":"walletBalanceSantim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeGame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"callsRevealed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiplierGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"today"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MultiplierGameRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MultiplierGameRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","alias":{"kind":"Name","value":"stakes"},"name":{"kind":"Name","value":"stakesSantim"}},{"kind":"Field","name":{"kind":"Name","value":"playingCards"}},{"kind":"Field","alias":{"kind":"Name","value":"totalStakes"},"name":{"kind":"Name","value":"totalStakesSantim"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"winnerCard"}},{"kind":"Field","alias":{"kind":"Name","value":"payoutToWinner"},"name":{"kind":"Name","value":"payoutToWinnerSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<MultiplierHomeQuery, MultiplierHomeQueryVariables>;
export const BingoStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BingoStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMultiplierStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalGames"}},{"kind":"Field","alias":{"kind":"Name","value":"totalProfit"},"name":{"kind":"Name","value":"totalProfitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfPlayers"}},{"kind":"Field","alias":{"kind":"Name","value":"totalStakes"},"name":{"kind":"Name","value":"totalStakesSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"payoutToWinner"},"name":{"kind":"Name","value":"payoutToWinnerSantim"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminsSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProfitSummary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiplierGameStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalGames"}},{"kind":"Field","alias":{"kind":"Name","value":"totalBettingAmount"},"name":{"kind":"Name","value":"totalBettingAmountSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"totalPayoutToWinners"},"name":{"kind":"Name","value":"totalPayoutToWinnersSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"totalProfit"},"name":{"kind":"Name","value":"totalProfitSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"averageProfit"},"name":{"kind":"Name","value":"averageProfitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"losingGames"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiplierDailyProfits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProfitSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMultiplierSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminUsername"}},{"kind":"Field","alias":{"kind":"Name","value":"totalProfit"},"name":{"kind":"Name","value":"totalProfitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"gamesCount"}},{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"gamesCount"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"gamesCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BingoStatsQuery, BingoStatsQueryVariables>;
export const AdminMultiplierStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMultiplierStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"multiplierGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalGames"}},{"kind":"Field","alias":{"kind":"Name","value":"totalProfit"},"name":{"kind":"Name","value":"totalProfitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MultiplierGameRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"multiplierDailyProfits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"gamesCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MultiplierGameRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StatsGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","alias":{"kind":"Name","value":"stakes"},"name":{"kind":"Name","value":"stakesSantim"}},{"kind":"Field","name":{"kind":"Name","value":"playingCards"}},{"kind":"Field","alias":{"kind":"Name","value":"totalStakes"},"name":{"kind":"Name","value":"totalStakesSantim"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"winnerCard"}},{"kind":"Field","alias":{"kind":"Name","value":"payoutToWinner"},"name":{"kind":"Name","value":"payoutToWinnerSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AdminMultiplierStatsQuery, AdminMultiplierStatsQueryVariables>;
export const TopUpHostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TopUpHost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TopUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topUpHost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"walletBalance"},"name":{"kind":"Name","value":"walletBalanceSantim"}}]}}]}}]} as unknown as DocumentNode<TopUpHostMutation, TopUpHostMutationVariables>;
export const MyOwnerGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOwnerGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOwnerGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefixes"}},{"kind":"Field","name":{"kind":"Name","value":"canEditCommission"}},{"kind":"Field","name":{"kind":"Name","value":"cardSetIds"}},{"kind":"Field","alias":{"kind":"Name","value":"superAccountWallet"},"name":{"kind":"Name","value":"superAccountWalletSantim"}}]}}]}}]} as unknown as DocumentNode<MyOwnerGroupQuery, MyOwnerGroupQueryVariables>;
export const OwnerRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}]}]}}]} as unknown as DocumentNode<OwnerRouteQuery, OwnerRouteQueryVariables>;
export const PowerGameStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PowerGameStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerGameStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"showButton"}},{"kind":"Field","name":{"kind":"Name","value":"adminId"}},{"kind":"Field","name":{"kind":"Name","value":"appearanceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<PowerGameStatusMutation, PowerGameStatusMutationVariables>;
export const PowerGameClickDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PowerGameClick"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PowerClickInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerGameClick"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PowerGameClickMutation, PowerGameClickMutationVariables>;
export const RecordCardPrintsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordCardPrints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardPrintsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordCardPrints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RecordCardPrintsMutation, RecordCardPrintsMutationVariables>;
export const MyGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyGames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}}]}}]}}]}}]} as unknown as DocumentNode<MyGamesQuery, MyGamesQueryVariables>;
export const HostStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StatsRangeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"totalProfit"},"name":{"kind":"Name","value":"totalProfitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"statsByPeriod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}}]}}]}}]}}]} as unknown as DocumentNode<HostStatsQuery, HostStatsQueryVariables>;
export const ShiftListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShiftList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shifts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShiftRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"floatSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cashInSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cashOutSantim"}},{"kind":"Field","name":{"kind":"Name","value":"freeSantim"}},{"kind":"Field","name":{"kind":"Name","value":"bonusSantim"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"countedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"differenceSantim"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedPayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdSantim"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<ShiftListQuery, ShiftListQueryVariables>;
export const ShiftDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShiftDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShiftRowFields"}},{"kind":"Field","name":{"kind":"Name","value":"floatCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birr"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countedCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"birr"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"corrections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftObject"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"games"}},{"kind":"Field","name":{"kind":"Name","value":"floatSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cashInSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cashOutSantim"}},{"kind":"Field","name":{"kind":"Name","value":"freeSantim"}},{"kind":"Field","name":{"kind":"Name","value":"bonusSantim"}},{"kind":"Field","name":{"kind":"Name","value":"expectedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"countedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"differenceSantim"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedPayouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdSantim"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<ShiftDetailQuery, ShiftDetailQueryVariables>;
export const ShiftHallsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShiftHalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ShiftHallsQuery, ShiftHallsQueryVariables>;
export const OpenFlaggedPayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenFlaggedPayouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flaggedPayouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}}},{"kind":"Argument","name":{"kind":"Name","value":"open"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdSantim"}},{"kind":"Field","name":{"kind":"Name","value":"flaggedAt"}}]}}]}}]} as unknown as DocumentNode<OpenFlaggedPayoutsQuery, OpenFlaggedPayoutsQueryVariables>;
export const AcknowledgePayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcknowledgePayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledgePayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AcknowledgePayoutMutation, AcknowledgePayoutMutationVariables>;
export const TwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enrolled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const BeginTwoFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<BeginTwoFactorEnrolmentMutation, BeginTwoFactorEnrolmentMutationVariables>;
export const ConfirmTwoFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmTwoFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<ConfirmTwoFactorEnrolmentMutation, ConfirmTwoFactorEnrolmentMutationVariables>;
export const PublicGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ref"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"publicCode"}},{"kind":"Field","name":{"kind":"Name","value":"hallName"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"cardSetName"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"callSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"winningPatterns"}},{"kind":"Field","name":{"kind":"Name","value":"calledNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"callsRevealed"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"nextCallAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paletteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"house"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"B"}},{"kind":"Field","name":{"kind":"Name","value":"I"}},{"kind":"Field","name":{"kind":"Name","value":"N"}},{"kind":"Field","name":{"kind":"Name","value":"G"}},{"kind":"Field","name":{"kind":"Name","value":"O"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"callIndex"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"payoutSantim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bettingAmountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"payoutToWinnerSantim"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAwardedSantim"}},{"kind":"Field","name":{"kind":"Name","value":"winningCard"}},{"kind":"Field","name":{"kind":"Name","value":"winningCalls"}},{"kind":"Field","name":{"kind":"Name","value":"houseWin"}},{"kind":"Field","name":{"kind":"Name","value":"abandonedAtCall"}},{"kind":"Field","name":{"kind":"Name","value":"pauseReason"}},{"kind":"Field","name":{"kind":"Name","value":"missedClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"call"}}]}}]}}]}}]} as unknown as DocumentNode<PublicGameQuery, PublicGameQueryVariables>;
export const VoicePacksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VoicePacks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voicePacks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"hostUsername"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]}}]} as unknown as DocumentNode<VoicePacksQuery, VoicePacksQueryVariables>;
export const VoicePackHostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VoicePackHosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<VoicePackHostsQuery, VoicePackHostsQueryVariables>;
export const RenameVoicePackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameVoicePack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameVoicePack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packId"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RenameVoicePackMutation, RenameVoicePackMutationVariables>;
export const DeleteVoicePackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVoicePack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVoicePack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"packId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packId"}}}]}]}}]} as unknown as DocumentNode<DeleteVoicePackMutation, DeleteVoicePackMutationVariables>;
export const SetDefaultVoicePackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultVoicePack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultVoicePack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}}},{"kind":"Argument","name":{"kind":"Name","value":"packId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clipBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"events"}}]}}]}}]} as unknown as DocumentNode<SetDefaultVoicePackMutation, SetDefaultVoicePackMutationVariables>;
export const ActiveGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveGame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeGame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"callSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"calledNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"callsRevealed"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"nextCallAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","alias":{"kind":"Name","value":"bettingAmount"},"name":{"kind":"Name","value":"bettingAmountSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"totalStakes"},"name":{"kind":"Name","value":"totalStakesSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"stakes"},"name":{"kind":"Name","value":"stakesSantim"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","alias":{"kind":"Name","value":"payoutToWinner"},"name":{"kind":"Name","value":"payoutToWinnerSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"baseAmount"},"name":{"kind":"Name","value":"baseAmountSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"totalBonusAmount"},"name":{"kind":"Name","value":"totalBonusAmountSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"freeAmount"},"name":{"kind":"Name","value":"freeAmountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"cardPaletteNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"winningPatterns"}},{"kind":"Field","name":{"kind":"Name","value":"houseCardCount"}},{"kind":"Field","name":{"kind":"Name","value":"houseWin"}},{"kind":"Field","name":{"kind":"Name","value":"winningCard"}},{"kind":"Field","name":{"kind":"Name","value":"winningCalls"}},{"kind":"Field","name":{"kind":"Name","value":"wonAtCall"}},{"kind":"Field","name":{"kind":"Name","value":"isJackpotGame"}},{"kind":"Field","alias":{"kind":"Name","value":"jackpotPool"},"name":{"kind":"Name","value":"jackpotPoolSantim"}},{"kind":"Field","name":{"kind":"Name","value":"playingCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paletteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"B"}},{"kind":"Field","name":{"kind":"Name","value":"I"}},{"kind":"Field","name":{"kind":"Name","value":"N"}},{"kind":"Field","name":{"kind":"Name","value":"G"}},{"kind":"Field","name":{"kind":"Name","value":"O"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"prefixLength"}},{"kind":"Field","alias":{"kind":"Name","value":"payout"},"name":{"kind":"Name","value":"payoutSantim"}}]}}]}}]}}]} as unknown as DocumentNode<ActiveGameQuery, ActiveGameQueryVariables>;
export const GameClockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GameClock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameClockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameClockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"calledNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"callsRevealed"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"nextCallAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"houseWin"}},{"kind":"Field","name":{"kind":"Name","value":"winningCard"}},{"kind":"Field","name":{"kind":"Name","value":"winningCalls"}}]}}]} as unknown as DocumentNode<GameClockQuery, GameClockQueryVariables>;
export const PlayGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlayGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameClockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameClockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"calledNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"callsRevealed"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"nextCallAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"houseWin"}},{"kind":"Field","name":{"kind":"Name","value":"winningCard"}},{"kind":"Field","name":{"kind":"Name","value":"winningCalls"}}]}}]} as unknown as DocumentNode<PlayGameMutation, PlayGameMutationVariables>;
export const PauseGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameClockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameClockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"calledNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"callsRevealed"}},{"kind":"Field","name":{"kind":"Name","value":"paused"}},{"kind":"Field","name":{"kind":"Name","value":"nextCallAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"houseWin"}},{"kind":"Field","name":{"kind":"Name","value":"winningCard"}},{"kind":"Field","name":{"kind":"Name","value":"winningCalls"}}]}}]} as unknown as DocumentNode<PauseGameMutation, PauseGameMutationVariables>;
export const CheckWinnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckWinner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckWinnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkWinner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isWinner"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","alias":{"kind":"Name","value":"payout"},"name":{"kind":"Name","value":"payoutSantim"}},{"kind":"Field","name":{"kind":"Name","value":"prefixLength"}},{"kind":"Field","name":{"kind":"Name","value":"winnersOnCall"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paletteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"B"}},{"kind":"Field","name":{"kind":"Name","value":"I"}},{"kind":"Field","name":{"kind":"Name","value":"N"}},{"kind":"Field","name":{"kind":"Name","value":"G"}},{"kind":"Field","name":{"kind":"Name","value":"O"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"isWinner"}},{"kind":"Field","name":{"kind":"Name","value":"cells"}},{"kind":"Field","name":{"kind":"Name","value":"completedAtCall"}},{"kind":"Field","name":{"kind":"Name","value":"lastCalledNumber"}}]}}]}}]}}]} as unknown as DocumentNode<CheckWinnerMutation, CheckWinnerMutationVariables>;
export const EndGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}}]}}]} as unknown as DocumentNode<EndGameMutation, EndGameMutationVariables>;
export const GameEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"GameEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"nextCallAt"}},{"kind":"Field","name":{"kind":"Name","value":"claim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isWinner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"missedClaim"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"call"}}]}}]}}]}}]} as unknown as DocumentNode<GameEventsSubscription, GameEventsSubscriptionVariables>;
export const SetCallerLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCallerLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallerLanguageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCallerLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"callerLanguage"}}]}}]}}]} as unknown as DocumentNode<SetCallerLanguageMutation, SetCallerLanguageMutationVariables>;
export const CardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paletteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"numbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"B"}},{"kind":"Field","name":{"kind":"Name","value":"I"}},{"kind":"Field","name":{"kind":"Name","value":"N"}},{"kind":"Field","name":{"kind":"Name","value":"G"}},{"kind":"Field","name":{"kind":"Name","value":"O"}}]}}]}}]}}]} as unknown as DocumentNode<CardsQuery, CardsQueryVariables>;
export const PrintedCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrintedCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printedCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardSetId"}},{"kind":"Field","name":{"kind":"Name","value":"cardSetName"}},{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paletteNumber"}},{"kind":"Field","name":{"kind":"Name","value":"check"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hallSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"hallName"}}]}}]}}]} as unknown as DocumentNode<PrintedCardsQuery, PrintedCardsQueryVariables>;
export const CreateDisplayPairingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDisplayPairing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDisplayPairing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CreateDisplayPairingMutation, CreateDisplayPairingMutationVariables>;
export const DisplaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Displays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pairedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<DisplaysQuery, DisplaysQueryVariables>;
export const RevokeDisplayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeDisplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"displayId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeDisplay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"displayId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"displayId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayId"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeDisplayMutation, RevokeDisplayMutationVariables>;
export const DisplaySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DisplaySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displaySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voiceOnDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"voice"}}]}}]}}]} as unknown as DocumentNode<DisplaySettingsQuery, DisplaySettingsQueryVariables>;
export const SetDisplayVoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDisplayVoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DisplayVoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDisplayVoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voiceOnDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"voice"}}]}}]}}]} as unknown as DocumentNode<SetDisplayVoiceMutation, SetDisplayVoiceMutationVariables>;
export const StartGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartGameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"callSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"commitment"}}]}}]}}]} as unknown as DocumentNode<StartGameMutation, StartGameMutationVariables>;
export const ChosenVoicePackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChosenVoicePack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chosenVoicePack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clipBaseUrl"}},{"kind":"Field","name":{"kind":"Name","value":"events"}}]}}]}}]} as unknown as DocumentNode<ChosenVoicePackQuery, ChosenVoicePackQueryVariables>;
export const ManagedHostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ManagedHosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","alias":{"kind":"Name","value":"walletBalance"},"name":{"kind":"Name","value":"walletBalanceSantim"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}},{"kind":"Field","name":{"kind":"Name","value":"cardSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"todayProfit"},"name":{"kind":"Name","value":"todayProfitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"gamesToday"}},{"kind":"Field","alias":{"kind":"Name","value":"weekProfit"},"name":{"kind":"Name","value":"weekProfitSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"monthProfit"},"name":{"kind":"Name","value":"monthProfitSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"totalProfit"},"name":{"kind":"Name","value":"totalProfitSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"avgMonthProfit"},"name":{"kind":"Name","value":"avgMonthProfitSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"avgAllTimeProfit"},"name":{"kind":"Name","value":"avgAllTimeProfitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"totalGames"}},{"kind":"Field","name":{"kind":"Name","value":"last30Days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"gamesCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last12WeeksProfits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}}]}},{"kind":"Field","name":{"kind":"Name","value":"last12MonthsProfits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ManagedHostsQuery, ManagedHostsQueryVariables>;
export const WalletTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WalletTransactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletTransactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"toAdmin"}},{"kind":"Field","alias":{"kind":"Name","value":"amount"},"name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<WalletTransactionsQuery, WalletTransactionsQueryVariables>;
export const HostLastGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostLastGames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lastGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"hostUsername"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","alias":{"kind":"Name","value":"bettingAmount"},"name":{"kind":"Name","value":"bettingAmountSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"stakes"},"name":{"kind":"Name","value":"stakesSantim"}},{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","alias":{"kind":"Name","value":"payoutToWinner"},"name":{"kind":"Name","value":"payoutToWinnerSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"totalStakes"},"name":{"kind":"Name","value":"totalStakesSantim"}},{"kind":"Field","alias":{"kind":"Name","value":"profit"},"name":{"kind":"Name","value":"profitSantim"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"abandonedAtCall"}},{"kind":"Field","name":{"kind":"Name","value":"missedClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardNumber"}},{"kind":"Field","name":{"kind":"Name","value":"call"}}]}}]}}]}}]} as unknown as DocumentNode<HostLastGamesQuery, HostLastGamesQueryVariables>;
export const SetHostBlockedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetHostBlocked"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setHostBlocked"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}}},{"kind":"Argument","name":{"kind":"Name","value":"blocked"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blocked"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBlocked"}}]}}]}}]} as unknown as DocumentNode<SetHostBlockedMutation, SetHostBlockedMutationVariables>;
export const RegisterHostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterHost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterHostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerHost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","alias":{"kind":"Name","value":"walletBalance"},"name":{"kind":"Name","value":"walletBalanceSantim"}},{"kind":"Field","name":{"kind":"Name","value":"cardSet"}}]}}]}}]} as unknown as DocumentNode<RegisterHostMutation, RegisterHostMutationVariables>;
export const SetCommissionRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCommissionRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommissionRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCommissionRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commissionRate"}}]}}]}}]} as unknown as DocumentNode<SetCommissionRateMutation, SetCommissionRateMutationVariables>;
export const HostJackpotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostJackpot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jackpotPool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","alias":{"kind":"Name","value":"amount"},"name":{"kind":"Name","value":"amountSantim"}},{"kind":"Field","name":{"kind":"Name","value":"accrualShare"}},{"kind":"Field","name":{"kind":"Name","value":"callLimit"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<HostJackpotQuery, HostJackpotQueryVariables>;
export const UpdateJackpotSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateJackpotSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JackpotSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateJackpotSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<UpdateJackpotSettingsMutation, UpdateJackpotSettingsMutationVariables>;
export const HostHallSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostHallSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hallSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"hallName"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhones"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"defaultVoice"}}]}}]}}]} as unknown as DocumentNode<HostHallSettingsQuery, HostHallSettingsQueryVariables>;
export const UpdateHallSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHallSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HallSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHallSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostId"}},{"kind":"Field","name":{"kind":"Name","value":"hallName"}}]}}]}}]} as unknown as DocumentNode<UpdateHallSettingsMutation, UpdateHallSettingsMutationVariables>;