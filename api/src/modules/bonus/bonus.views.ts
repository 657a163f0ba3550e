import { santimToBirr } from '@bingo/core';
import type { Actor } from '../../shared/auth/actor';
import type { BonusConfig, BonusPreset } from './bonus.entities';
import { birrOrNull, legacyValue, valueOut } from './bonus-values';
import type { BonusConfigView, BonusGameRecord, BonusPresetView, DailyBonusStat } from './bonus.types';

export function toConfigView(c: BonusConfig): BonusConfigView {
  return {
    id: c.id,
    name: c.name,
    description: c.description ?? null,
    bonusType: c.bonusType,
    bonusValue: valueOut(c.bonusType, c.value),
    startDateTime: c.startDateTime,
    endDateTime: c.endDateTime,
    gameType: c.gameType,
    minPlayers: c.minPlayers,
    maxBonusAmount: c.maxBonusAmount ?? null,
    minBonusAmount: c.minBonusAmount ?? null,
    triggerType: c.triggerType,
    triggerValue: c.triggerValue ?? null,
    dailyBonusLimit: c.dailyBonusLimit ?? null,
    distributedCount: c.distributedCount,
    bonusPool: c.bonusPool ?? null,
    remainingBonusPool: c.remainingBonusPool ?? null,
    selectedDays: c.selectedDays,
    selectedTimeSlots: c.selectedTimeSlots,
    isActive: c.isActive,
    presetId: c.preset ?? null,
    createdAt: c.createdAt,
  };
}

export function toPresetView(p: BonusPreset, actor: Actor): BonusPresetView {
  const ownerId = typeof p.owner === 'object' ? p.owner.id : (p.owner as string);
  return {
    id: p.id,
    name: p.name,
    description: p.description ?? null,
    bonusType: p.bonusType,
    bonusValue: valueOut(p.bonusType, p.value),
    gameType: p.gameType,
    minPlayers: p.minPlayers,
    maxBonusAmount: p.maxBonusAmount ?? null,
    presetCategory: p.presetCategory,
    isGlobalPreset: p.isGlobalPreset,
    presetPriority: p.presetPriority,
    isActive: p.isActive,
    editable: p.isGlobalPreset ? actor.role === 'SUPER_ADMIN' : ownerId === actor.id,
  };
}

/** The legacy REST names (docs/legacy-rest.md#money-and-names): _id, amounts in Birr. */
export function legacyConfig(v: BonusConfigView) {
  const { id, ...rest } = v;
  return {
    _id: id,
    ...rest,
    bonusValue: legacyValue(v.bonusType, v.bonusValue),
    maxBonusAmount: birrOrNull(v.maxBonusAmount),
    minBonusAmount: birrOrNull(v.minBonusAmount),
    triggerValue:
      v.triggerType === 'bet-amount' || v.triggerType === 'profit-threshold'
        ? birrOrNull(v.triggerValue)
        : v.triggerValue,
    dailyBonusLimit: birrOrNull(v.dailyBonusLimit),
    bonusPool: birrOrNull(v.bonusPool),
    remainingBonusPool: birrOrNull(v.remainingBonusPool),
  };
}

export function legacyPreset(v: BonusPresetView) {
  const { id, ...rest } = v;
  return {
    _id: id,
    ...rest,
    bonusValue: legacyValue(v.bonusType, v.bonusValue),
    maxBonusAmount: birrOrNull(v.maxBonusAmount),
  };
}

export function legacyBonusGame(r: BonusGameRecord) {
  return {
    gameId: r.gameId,
    date: r.date,
    baseAmount: santimToBirr(r.baseAmount),
    totalBonusAmount: santimToBirr(r.totalBonusAmount),
    appliedBonuses: r.appliedBonuses.map((b) => ({
      bonusId: b.bonusId,
      bonusType: b.bonusType,
      bonusValue: legacyValue(b.bonusType, b.bonusValue),
      bonusAmount: santimToBirr(b.bonusAmount),
    })),
  };
}

export function legacyDailyStat(s: DailyBonusStat) {
  return { date: s.date, totalGames: s.totalGames, totalBonusAmount: santimToBirr(s.totalBonusAmount) };
}
