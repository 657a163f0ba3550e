import {
  anomalyThresholdProblems,
  anomalyThresholdProblemText,
  DEFAULT_ANOMALY_THRESHOLDS,
  type AnomalyThresholds,
} from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { Orm } from '../../shared/db/orm';
import { sqlEm } from '../../shared/db/sql';
import { auditedTransaction } from '../../shared/db/transaction';
import { refuse } from '../../shared/errors/app-error';
import { appendAudit } from '../audit';
import { AnomalyThresholdsSchema } from './anomaly.entity';
import { groupInScope, thresholdsOf } from './anomaly-scope';

export interface ThresholdsView extends AnomalyThresholds {
  /** The group they belong to; null: the defaults (the super admin with no group chosen). */
  ownerGroupId: number | null;
  /** Whether the group never tuned them. */
  isDefault: boolean;
}

/** The thresholds an owner's group uses (the super admin: a chosen group's, or the defaults). */
export async function readThresholds(orm: Orm, actor: Actor, ownerGroupId?: number | null): Promise<ThresholdsView> {
  const em = sqlEm(orm);
  const group = await groupInScope(em, actor, ownerGroupId);
  if (!group) return { ...DEFAULT_ANOMALY_THRESHOLDS, ownerGroupId: null, isDefault: true };
  const stored = await em.findOne(AnomalyThresholdsSchema, { ownerGroup: group.id });
  const of = await thresholdsOf(em, [group.id]);
  return { ...of(group.id), ownerGroupId: group.id, isDefault: !stored };
}

/**
 * Tunes a group's thresholds (the fields given): an owner its own group's, the super admin a named group's. Every
 * field outside its sane range is refused at once (400 with `details.reasons`), nothing stored.
 */
export async function writeThresholds(
  orm: Orm,
  actor: Actor,
  ownerGroupId: number | null | undefined,
  input: Partial<Record<keyof AnomalyThresholds, number | null>>,
): Promise<ThresholdsView> {
  return auditedTransaction(orm, async (tx) => {
    const group = await groupInScope(tx, actor, ownerGroupId);
    if (!group) throw refuse('FIELD_REQUIRED', { field: 'ownerGroupId' });
    // Fields left out keep their value.
    const current = (await thresholdsOf(tx, [group.id]))(group.id);
    const thresholds = Object.fromEntries(
      Object.entries(current).map(([k, v]) => [k, input[k as keyof AnomalyThresholds] ?? v]),
    ) as unknown as AnomalyThresholds;
    const problems = anomalyThresholdProblems(thresholds);
    if (problems.length)
      throw refuse('INVALID_FIELDS', { message: anomalyThresholdProblemText(problems) }, { reasons: problems });
    await tx.upsert(AnomalyThresholdsSchema, {
      ownerGroup: group.id,
      thresholds,
      updatedAt: new Date(),
      updatedBy: actor.id,
    });
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'anomaly.thresholds.update',
      subjectType: 'owner_group',
      subjectId: String(group.id),
      data: { ...thresholds },
    });
    return { ...thresholds, ownerGroupId: group.id, isDefault: false };
  });
}
