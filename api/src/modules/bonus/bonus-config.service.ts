import { LockMode } from '@mikro-orm/core';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { AppError, badInput } from '../../shared/errors/app-error';
import { AccountSchema } from '../account';
import { isUuid } from '../../shared/validation/ids';
import { appendAudit } from '../audit';
import type { Actor } from '../../shared/auth/actor';
import { requireStepUp } from '../auth';
import { sqlEm } from '../../shared/db/sql';
import {
  BonusConfigSchema,
  type BonusConfig,
  type BonusGameType,
  type BonusTypeValue,
  type TriggerType,
} from './bonus.entities';
import type { BonusConfigInput } from './bonus.inputs';
import {
  amountIn,
  encodeValue,
  enteredValue,
  type MoneyUnit,
  optionalMoney,
  parseDateTime,
  slotMinutes,
  valueIn,
} from './bonus-values';
import { findPresetVisible } from './bonus-preset.service';
import { toConfigView } from './bonus.views';
import type { BonusConfigView } from './bonus.types';

import { bonusConfigOverLimit, MAX_GAMES_COUNT_TRIGGER } from '@bingo/core';
import { bonusLimitsFor } from '../bonus-limit';

/** Everything a configuration stores that its owner chooses, as stored (santim, scaled value). */
export type ConfigFields = Pick<
  BonusConfig,
  | 'name'
  | 'bonusType'
  | 'value'
  | 'startDateTime'
  | 'endDateTime'
  | 'gameType'
  | 'minPlayers'
  | 'triggerType'
  | 'selectedDays'
  | 'selectedTimeSlots'
  | 'isActive'
> & {
  description: string | null;
  maxBonusAmount: number | null;
  minBonusAmount: number | null;
  triggerValue: number | null;
  dailyBonusLimit: number | null;
  bonusPool: number | null;
  preset: string | null;
};

/** The entered form (amounts in the request's unit) of a stored configuration, for merging an update. */
function enteredForm(c: BonusConfig, unit: MoneyUnit): BonusConfigInput {
  const birr = (v: number | null | undefined) => amountIn(v, unit);
  return {
    name: c.name,
    description: c.description ?? null,
    bonusType: c.bonusType,
    bonusValue: valueIn(c.bonusType, c.value, unit),
    startDateTime: c.startDateTime.toISOString(),
    endDateTime: c.endDateTime.toISOString(),
    gameType: c.gameType,
    minPlayers: c.minPlayers,
    maxBonusAmount: birr(c.maxBonusAmount),
    minBonusAmount: birr(c.minBonusAmount),
    triggerType: c.triggerType,
    triggerValue: c.triggerType === 'games-count' ? (c.triggerValue ?? null) : birr(c.triggerValue),
    dailyBonusLimit: birr(c.dailyBonusLimit),
    bonusPool: birr(c.bonusPool),
    selectedDays: c.selectedDays,
    selectedTimeSlots: c.selectedTimeSlots,
    isActive: c.isActive,
    presetId: c.preset ?? undefined,
  };
}

/** Fields present in `patch` (undefined = left out) override `base`. */
function merge(base: BonusConfigInput, patch: BonusConfigInput): BonusConfigInput {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) out[key] = value;
  return out as BonusConfigInput;
}

/**
 * docs/games-and-money.md#bonuses on the server: required fields, value per type, window, trigger value per
 * trigger, the pool trigger's pool/min/max, min <= max. Throws 400 with the first problem.
 */
export function normalizeConfig(
  input: BonusConfigInput,
  options: { now: Date; checkEndInFuture: boolean; unit?: MoneyUnit },
): ConfigFields {
  const unit = options.unit ?? 'birr';
  const optionalBirr = (value: number | null | undefined, field: string) => optionalMoney(value, field, unit);
  for (const field of ['name', 'bonusType', 'bonusValue', 'startDateTime', 'endDateTime'] as const) {
    if (input[field] === undefined || input[field] === null || input[field] === '')
      throw badInput(`${field} is required`);
  }
  const name = input.name!.trim();
  if (!name) throw badInput('name is required');
  const bonusType = input.bonusType as BonusTypeValue;
  const value = encodeValue(bonusType, enteredValue(bonusType, input.bonusValue, unit));
  const startDateTime = parseDateTime(input.startDateTime, 'startDateTime');
  const endDateTime = parseDateTime(input.endDateTime, 'endDateTime');
  if (endDateTime.getTime() <= startDateTime.getTime()) throw badInput('endDateTime must be after startDateTime');
  if (options.checkEndInFuture && endDateTime.getTime() <= options.now.getTime())
    throw badInput('endDateTime must be in the future');
  const triggerType = (input.triggerType ?? 'time-based') as TriggerType;
  let triggerValue: number | null = null;
  if (triggerType === 'games-count') {
    const n = input.triggerValue;
    if (n === null || n === undefined) throw badInput('triggerValue is required for the games-count trigger');
    if (!Number.isInteger(n) || n < 1 || n > MAX_GAMES_COUNT_TRIGGER) {
      throw badInput(
        `triggerValue must be a whole number of games from 1 to ${MAX_GAMES_COUNT_TRIGGER} for the games-count trigger`,
      );
    }
    triggerValue = n;
  } else if (triggerType === 'bet-amount' || triggerType === 'profit-threshold') {
    if (input.triggerValue === null || input.triggerValue === undefined)
      throw badInput(`triggerValue is required for the ${triggerType} trigger`);
    triggerValue = optionalBirr(input.triggerValue, 'triggerValue');
  }
  const maxBonusAmount = optionalBirr(input.maxBonusAmount, 'maxBonusAmount');
  const minBonusAmount = optionalBirr(input.minBonusAmount, 'minBonusAmount');
  const bonusPool = optionalBirr(input.bonusPool, 'bonusPool');
  if (triggerType === 'bonus-pool') {
    if (bonusPool === null) throw badInput('bonusPool is required for the bonus-pool trigger');
    if (minBonusAmount === null) throw badInput('minBonusAmount is required for the bonus-pool trigger');
    if (maxBonusAmount === null) throw badInput('maxBonusAmount is required for the bonus-pool trigger');
  }
  if (minBonusAmount !== null && maxBonusAmount !== null && minBonusAmount > maxBonusAmount) {
    throw badInput('minBonusAmount must not be above maxBonusAmount');
  }
  const selectedTimeSlots = [...new Set(input.selectedTimeSlots ?? [])].sort();
  selectedTimeSlots.forEach(slotMinutes);
  return {
    name,
    description: input.description?.trim() || null,
    bonusType,
    value,
    startDateTime,
    endDateTime,
    gameType: (input.gameType ?? 'regular') as BonusGameType,
    minPlayers: input.minPlayers ?? 0,
    maxBonusAmount,
    minBonusAmount,
    triggerType,
    triggerValue,
    dailyBonusLimit: optionalBirr(input.dailyBonusLimit, 'dailyBonusLimit'),
    bonusPool,
    selectedDays: [...new Set(input.selectedDays ?? [])].sort((a, b) => a - b),
    selectedTimeSlots,
    isActive: input.isActive ?? true,
    preset: input.presetId ?? null,
  };
}

/** A host's own bonus configurations. Every write needs step-up and is audited. */
export class BonusConfigService {
  constructor(private readonly orm: Orm) {}

  async list(actor: Actor): Promise<BonusConfigView[]> {
    const rows = await sqlEm(this.orm).find(
      BonusConfigSchema,
      { host: hostOf(actor), deletedAt: null },
      { orderBy: { createdAt: 'desc', id: 'asc' } },
    );
    return rows.map(toConfigView);
  }

  /** `unit`: how the input states its amounts (REST Birr, GraphQL santim). */
  async create(actor: Actor, input: BonusConfigInput, unit: MoneyUnit = 'birr'): Promise<BonusConfigView> {
    requireStepUp(actor);
    const hostId = hostOf(actor);
    return auditedTransaction(this.orm, async (tx) => {
      let base: BonusConfigInput = {};
      if (input.presetId) {
        const preset = await findPresetVisible(tx, actor, input.presetId);
        if (!preset.isActive) throw badInput('This preset is switched off');
        base = {
          name: preset.name,
          description: preset.description ?? null,
          bonusType: preset.bonusType,
          bonusValue: valueIn(preset.bonusType, preset.value, unit),
          gameType: preset.gameType,
          minPlayers: preset.minPlayers,
          maxBonusAmount: amountIn(preset.maxBonusAmount, unit),
        };
      }
      const fields = normalizeConfig(merge(base, input), { now: new Date(), checkEndInFuture: true, unit });
      await assertWithinLimits(tx, hostId, fields);
      const config = tx.create(BonusConfigSchema, {
        ...fields,
        host: tx.getReference(AccountSchema, hostId),
        distributedCount: 0,
        remainingBonusPool: fields.bonusPool,
        deletedAt: null,
      });
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'bonus.create',
        subjectType: 'bonus_config',
        subjectId: config.id,
        data: auditData(config),
      });
      return toConfigView(config);
    });
  }

  async update(actor: Actor, id: string, input: BonusConfigInput, unit: MoneyUnit = 'birr'): Promise<BonusConfigView> {
    requireStepUp(actor);
    return auditedTransaction(this.orm, async (tx) => {
      const config = await lockOwnConfig(tx, actor, id);
      const before = auditData(config);
      const endChanged = input.endDateTime !== undefined;
      const fields = normalizeConfig(merge(enteredForm(config, unit), { ...input, presetId: undefined }), {
        now: new Date(),
        checkEndInFuture: endChanged,
        unit,
      });
      await assertWithinLimits(tx, config.host.id, fields);
      // The pool keeps what it already paid out: remaining = new pool - paid so far (not below 0).
      const paid =
        config.bonusPool === null || config.bonusPool === undefined
          ? 0
          : config.bonusPool - (config.remainingBonusPool ?? 0);
      const remainingBonusPool = fields.bonusPool === null ? null : Math.max(0, fields.bonusPool - paid);
      tx.assign(config, { ...fields, preset: config.preset ?? null, remainingBonusPool });
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'bonus.update',
        subjectType: 'bonus_config',
        subjectId: config.id,
        data: { before, after: auditData(config) },
      });
      return toConfigView(config);
    });
  }

  async remove(actor: Actor, id: string): Promise<void> {
    requireStepUp(actor);
    await auditedTransaction(this.orm, async (tx) => {
      const config = await lockOwnConfig(tx, actor, id);
      config.deletedAt = new Date();
      config.isActive = false;
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'bonus.delete',
        subjectType: 'bonus_config',
        subjectId: config.id,
        data: {},
      });
    });
  }
}

/** The platform's bonus limits refuse a configuration that could pay above them (docs/games-and-money.md#bonus-limits). */
async function assertWithinLimits(tx: Tx, hostId: string, fields: ConfigFields): Promise<void> {
  const over = bonusConfigOverLimit(await bonusLimitsFor(tx, hostId), fields);
  if (over) throw badInput(over);
}

/** Configurations belong to hosts; other roles have none. */
export function hostOf(actor: Actor): string {
  if (actor.role !== 'HOST') throw new AppError('FORBIDDEN', 'Only hosts have bonus configurations');
  return actor.id;
}

/** The actor's own live configuration, locked; anyone else's answers 404. */
async function lockOwnConfig(tx: Tx, actor: Actor, id: string): Promise<BonusConfig> {
  const hostId = hostOf(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Bonus configuration not found');
  const config = await tx.findOne(
    BonusConfigSchema,
    { id, host: hostId, deletedAt: null },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!config) throw new AppError('NOT_FOUND', 'Bonus configuration not found');
  return config;
}

function auditData(c: BonusConfig): Record<string, unknown> {
  return {
    name: c.name,
    bonusType: c.bonusType,
    value: c.value,
    triggerType: c.triggerType,
    triggerValue: c.triggerValue ?? null,
    window: [c.startDateTime.toISOString(), c.endDateTime.toISOString()],
    maxBonusAmount: c.maxBonusAmount ?? null,
    minBonusAmount: c.minBonusAmount ?? null,
    dailyBonusLimit: c.dailyBonusLimit ?? null,
    bonusPool: c.bonusPool ?? null,
    isActive: c.isActive,
  };
}
