import { LockMode } from '@mikro-orm/core';
import type { Orm } from '../../shared/db/orm';
import { auditedTransaction, type Tx } from '../../shared/db/transaction';
import { AppError, refuse, refused } from '../../shared/errors/app-error';
import { AccountSchema } from '../account';
import { isUuid } from '../../shared/validation/ids';
import { appendAudit } from '../audit';
import type { Actor } from '../../shared/auth/actor';
import { requireStepUp } from '../auth';
import { sqlEm } from '../../shared/db/sql';
import { BonusConfigSchema, type BonusConfig } from './bonus.entities';
import type { BonusConfigInput } from './bonus.inputs';
import { amountIn, type MoneyUnit, valueIn } from './bonus-values';
import { enteredForm, mergeInput, normalizeConfig, type ConfigFields } from './bonus-config-fields';
import { findPresetVisible } from './bonus-preset.service';
import { toConfigView } from './bonus.views';
import type { BonusConfigView } from './bonus.types';

import { bonusConfigOverLimitRefusal } from '@bingo/core';
import { bonusLimitsFor } from '../bonus-limit';

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
        if (!preset.isActive) throw refuse('PRESET_OFF');
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
      const fields = normalizeConfig(mergeInput(base, input), { now: new Date(), checkEndInFuture: true, unit });
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
      const fields = normalizeConfig(mergeInput(enteredForm(config, unit), { ...input, presetId: undefined }), {
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
  const over = bonusConfigOverLimitRefusal(await bonusLimitsFor(tx, hostId), fields);
  if (over) throw refused(over);
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
