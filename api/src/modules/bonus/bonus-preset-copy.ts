import type { Orm } from '../../shared/db/orm';
import { auditedTransaction } from '../../shared/db/transaction';
import { AppError, refuse } from '../../shared/errors/app-error';
import type { Actor } from '../../shared/auth/actor';
import { AccountSchema } from '../account';
import { appendAudit } from '../audit';
import { requireStepUp } from '../auth';
import { BonusPresetSchema } from './bonus.entities';
import { findPresetEditable, findPresetVisible } from './bonus-preset.service';
import type { BonusPresetView } from './bonus.types';
import { toPresetView } from './bonus.views';

/**
 * What the bonus-preset service does not: copying a global preset into a host's own presets (the
 * copy is the host's to edit, toggle and delete; the global one stays as it is) and deleting a
 * preset (the super admin a global one, a host its own). docs/games-and-money.md#bonuses.
 * Configurations made from a deleted preset keep their values (they hold a copy, not a link).
 */
export class BonusPresetCopies {
  constructor(private readonly orm: Orm) {}

  async copy(actor: Actor, id: string): Promise<BonusPresetView> {
    if (actor.role !== 'HOST') throw new AppError('FORBIDDEN', 'Only a host copies a global preset');
    requireStepUp(actor);
    return auditedTransaction(this.orm, async (tx) => {
      const source = await findPresetVisible(tx, actor, id);
      if (!source.isGlobalPreset) throw refuse('PRESET_COPY_GLOBAL_ONLY');
      const copy = tx.create(BonusPresetSchema, {
        name: source.name,
        description: source.description ?? null,
        bonusType: source.bonusType,
        value: source.value,
        gameType: source.gameType,
        minPlayers: source.minPlayers,
        maxBonusAmount: source.maxBonusAmount ?? null,
        presetCategory: source.presetCategory,
        presetPriority: source.presetPriority,
        isActive: true,
        owner: tx.getReference(AccountSchema, actor.id),
        isGlobalPreset: false,
      });
      await tx.flush();
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'bonus.preset.copy',
        subjectType: 'bonus_preset',
        subjectId: copy.id,
        data: { from: source.id },
      });
      return toPresetView(copy, actor);
    });
  }

  async remove(actor: Actor, id: string): Promise<void> {
    requireStepUp(actor);
    await auditedTransaction(this.orm, async (tx) => {
      const preset = await findPresetEditable(tx, actor, id);
      await appendAudit(tx, {
        actorId: actor.id,
        action: 'bonus.preset.delete',
        subjectType: 'bonus_preset',
        subjectId: preset.id,
        data: { name: preset.name, isGlobalPreset: preset.isGlobalPreset },
      });
      tx.remove(preset);
      await tx.flush();
    });
  }
}
