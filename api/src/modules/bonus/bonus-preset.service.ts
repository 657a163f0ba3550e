import { LockMode } from '@mikro-orm/core';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { AppError, refuse } from '../../shared/errors/app-error';
import { AccountSchema } from '../account';
import { isUuid } from '../../shared/validation/ids';
import { appendAudit } from '../audit';
import type { Actor } from '../../shared/auth/actor';
import { requireStepUp } from '../auth';
import { sqlEm } from '../../shared/db/sql';
import {
  BonusPresetSchema,
  type BonusGameType,
  type BonusPreset,
  type BonusTypeValue,
  type PresetCategory,
} from './bonus.entities';
import type { BonusPresetInput } from './bonus.inputs';
import { amountIn, encodeValue, enteredValue, type MoneyUnit, optionalMoney, valueIn } from './bonus-values';
import type { BonusPresetView } from './bonus.types';
import { toPresetView } from './bonus.views';

type PresetFields = Pick<
  BonusPreset,
  'name' | 'bonusType' | 'value' | 'gameType' | 'minPlayers' | 'presetCategory' | 'presetPriority' | 'isActive'
> & {
  description: string | null;
  maxBonusAmount: number | null;
};

/** docs/games-and-money.md#bonuses, preset form: name, type, category required; multiplier value >= 1, else >= 0. */
function normalizePreset(input: BonusPresetInput, unit: MoneyUnit): PresetFields {
  for (const field of ['name', 'bonusType', 'bonusValue', 'presetCategory'] as const) {
    if (input[field] === undefined || input[field] === null || input[field] === '')
      throw refuse('FIELD_REQUIRED', { field });
  }
  const name = input.name!.trim();
  if (!name) throw refuse('FIELD_REQUIRED', { field: 'name' });
  const bonusType = input.bonusType as BonusTypeValue;
  return {
    name,
    description: input.description?.trim() || null,
    bonusType,
    value: encodeValue(bonusType, enteredValue(bonusType, input.bonusValue, unit)),
    gameType: (input.gameType ?? 'regular') as BonusGameType,
    minPlayers: input.minPlayers ?? 0,
    maxBonusAmount: optionalMoney(input.maxBonusAmount, 'maxBonusAmount', unit),
    presetCategory: input.presetCategory as PresetCategory,
    presetPriority: input.presetPriority ?? 0,
    isActive: input.isActive ?? true,
  };
}

function enteredForm(p: BonusPreset, unit: MoneyUnit): BonusPresetInput {
  return {
    name: p.name,
    description: p.description ?? null,
    bonusType: p.bonusType,
    bonusValue: valueIn(p.bonusType, p.value, unit),
    gameType: p.gameType,
    minPlayers: p.minPlayers,
    maxBonusAmount: amountIn(p.maxBonusAmount, unit),
    presetCategory: p.presetCategory,
    presetPriority: p.presetPriority,
    isActive: p.isActive,
  };
}

function assertPresetRole(actor: Actor): void {
  if (actor.role !== 'HOST' && actor.role !== 'SUPER_ADMIN')
    throw new AppError('FORBIDDEN', 'You are not allowed to do this');
}

/** The filter of presets an actor sees: global ones and, for a host, its own. */
function visibleFilter(actor: Actor) {
  return actor.role === 'SUPER_ADMIN'
    ? { isGlobalPreset: true }
    : { $or: [{ isGlobalPreset: true }, { owner: actor.id }] };
}

/** A preset the actor may see (global or own); otherwise 404. */
export async function findPresetVisible(tx: Tx, actor: Actor, id: string, lock = false): Promise<BonusPreset> {
  assertPresetRole(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', 'Preset not found');
  const preset = await tx.findOne(
    BonusPresetSchema,
    { $and: [{ id }, visibleFilter(actor)] },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!preset) throw new AppError('NOT_FOUND', 'Preset not found');
  return preset;
}

/** Global presets are the super admin's; a host may change only its own. */
export async function findPresetEditable(tx: Tx, actor: Actor, id: string): Promise<BonusPreset> {
  const preset = await findPresetVisible(tx, actor, id, true);
  if (preset.isGlobalPreset && actor.role !== 'SUPER_ADMIN')
    throw new AppError('FORBIDDEN', 'Global presets can only be changed by a super admin');
  return preset;
}

/** Bonus presets: templates for configurations. Writes need step-up and are audited. */
export class BonusPresetService {
  constructor(private readonly orm: Orm) {}

  async list(actor: Actor): Promise<BonusPresetView[]> {
    assertPresetRole(actor);
    const rows = await sqlEm(this.orm).find(BonusPresetSchema, visibleFilter(actor), {
      orderBy: { isGlobalPreset: 'desc', presetPriority: 'desc', createdAt: 'asc', id: 'asc' },
    });
    return rows.map((p) => toPresetView(p, actor));
  }

  /** `unit`: how the input states its amounts (REST Birr, GraphQL santim). */
  async create(actor: Actor, input: BonusPresetInput, unit: MoneyUnit = 'birr'): Promise<BonusPresetView> {
    assertPresetRole(actor);
    requireStepUp(actor);
    const fields = normalizePreset(input, unit);
    return auditedTransaction(this.orm, async (tx) => {
      const preset = tx.create(BonusPresetSchema, {
        ...fields,
        owner: tx.getReference(AccountSchema, actor.id),
        isGlobalPreset: actor.role === 'SUPER_ADMIN',
      });
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'bonus.preset.create',
        subjectType: 'bonus_preset',
        subjectId: preset.id,
        data: { ...fields, isGlobalPreset: preset.isGlobalPreset },
      });
      return toPresetView(preset, actor);
    });
  }

  async update(actor: Actor, id: string, input: BonusPresetInput, unit: MoneyUnit = 'birr'): Promise<BonusPresetView> {
    assertPresetRole(actor);
    requireStepUp(actor);
    return auditedTransaction(this.orm, async (tx) => {
      const preset = await findPresetEditable(tx, actor, id);
      const merged: Record<string, unknown> = { ...enteredForm(preset, unit) };
      for (const [key, value] of Object.entries(input)) if (value !== undefined) merged[key] = value;
      const fields = normalizePreset(merged as BonusPresetInput, unit);
      tx.assign(preset, fields);
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'bonus.preset.update',
        subjectType: 'bonus_preset',
        subjectId: preset.id,
        data: fields,
      });
      return toPresetView(preset, actor);
    });
  }

  async toggle(actor: Actor, id: string): Promise<BonusPresetView> {
    assertPresetRole(actor);
    requireStepUp(actor);
    return auditedTransaction(this.orm, async (tx) => {
      const preset = await findPresetEditable(tx, actor, id);
      preset.isActive = !preset.isActive;
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'bonus.preset.toggle',
        subjectType: 'bonus_preset',
        subjectId: preset.id,
        data: { isActive: preset.isActive },
      });
      return toPresetView(preset, actor);
    });
  }
}
