import { describe, expect, it } from 'vitest';
import { addisMinuteKey } from '@bingo/core';
import {
  addisWallToDate,
  configProblems,
  defaultStatsRange,
  presetProblems,
  rangeProblem,
  type BonusConfigForm,
} from './bonus-rules';
import {
  applyPreset,
  configInput,
  configToForm,
  emptyConfigForm,
  presetInput,
  presetToForm,
  statsTotals,
} from './bonus-form';

const NOW = new Date('2026-11-20T07:00:00Z'); // 10:00 in Addis Ababa
const valid = (patch: Partial<BonusConfigForm> = {}): BonusConfigForm => ({
  ...emptyConfigForm(NOW),
  name: 'Evening',
  bonusValue: 50,
  ...patch,
});
const keys = (f: BonusConfigForm, endChanged = true) =>
  Object.fromEntries(
    Object.entries(configProblems(f, NOW, endChanged)).map(([k, v]) => [k, v!.key.replace('hs.bonus.err.', '')]),
  );

describe('bonus configuration form (docs/games-and-money.md#bonuses, as the server checks it)', () => {
  it('a new form is valid once named and valued; it opens now in Addis Ababa for 7 days', () => {
    const f = emptyConfigForm(NOW);
    expect(f.startDateTime).toBe('2026-11-20T10:00');
    expect(f.endDateTime).toBe('2026-11-27T10:00');
    expect(keys(f)).toEqual({ name: 'required', bonusValue: 'required' });
    expect(keys(valid())).toEqual({});
  });
  it('requires name, type, value, start and end', () => {
    expect(keys(valid({ name: '  ', bonusType: '', bonusValue: '', startDateTime: '', endDateTime: '' }))).toEqual({
      name: 'required',
      bonusType: 'required',
      bonusValue: 'required',
      startDateTime: 'required',
      endDateTime: 'required',
    });
  });
  it('value per type: at least 0 (multiplier at least 1), the server’s maximum and decimals', () => {
    expect(keys(valid({ bonusValue: -1 }))).toEqual({ bonusValue: 'value.fixed' });
    expect(keys(valid({ bonusValue: 10.005 }))).toEqual({ bonusValue: 'decimals' });
    expect(keys(valid({ bonusType: 'percentage', bonusValue: 12.5 }))).toEqual({});
    expect(keys(valid({ bonusType: 'percentage', bonusValue: 1001 }))).toEqual({ bonusValue: 'value.percentage' });
    expect(keys(valid({ bonusType: 'multiplier', bonusValue: 0.5 }))).toEqual({ bonusValue: 'value.multiplier' });
    expect(keys(valid({ bonusType: 'multiplier', bonusValue: 1.25 }))).toEqual({});
    expect(keys(valid({ bonusValue: 0 }))).toEqual({});
  });
  it('the window: end after start, and in the future unless an edit left it alone', () => {
    expect(keys(valid({ endDateTime: '2026-11-20T09:00' }))).toEqual({ endDateTime: 'endBeforeStart' });
    const past = valid({ startDateTime: '2026-11-01T10:00', endDateTime: '2026-11-02T10:00' });
    expect(keys(past)).toEqual({ endDateTime: 'endInPast' });
    expect(keys(past, false)).toEqual({});
    expect(keys(valid({ startDateTime: '2026-02-30T10:00' }))).toEqual({ startDateTime: 'dateTime' });
  });
  it('trigger value: required for games-count (whole, 1 or more), bet-amount and profit-threshold; not for time-based or the pool', () => {
    expect(keys(valid({ triggerType: 'games-count' }))).toEqual({ triggerValue: 'required' });
    expect(keys(valid({ triggerType: 'games-count', triggerValue: 0 }))).toEqual({ triggerValue: 'gamesCount' });
    expect(keys(valid({ triggerType: 'games-count', triggerValue: 2.5 }))).toEqual({ triggerValue: 'gamesCount' });
    expect(keys(valid({ triggerType: 'games-count', triggerValue: 5 }))).toEqual({});
    expect(keys(valid({ triggerType: 'bet-amount' }))).toEqual({ triggerValue: 'required' });
    expect(keys(valid({ triggerType: 'profit-threshold', triggerValue: -1 }))).toEqual({ triggerValue: 'amount' });
    expect(keys(valid({ triggerType: 'profit-threshold', triggerValue: 0 }))).toEqual({});
    expect(keys(valid({ triggerType: 'time-based', triggerValue: -5 }))).toEqual({});
  });
  it('the pool trigger needs pool, minimum and maximum; minimum not above maximum; daily limit optional', () => {
    expect(keys(valid({ triggerType: 'bonus-pool' }))).toEqual({
      bonusPool: 'required',
      minBonusAmount: 'required',
      maxBonusAmount: 'required',
    });
    expect(keys(valid({ triggerType: 'bonus-pool', bonusPool: 1000, minBonusAmount: 20, maxBonusAmount: 10 }))).toEqual(
      { minBonusAmount: 'minAboveMax' },
    );
    expect(keys(valid({ triggerType: 'bonus-pool', bonusPool: 1000, minBonusAmount: 10, maxBonusAmount: 20 }))).toEqual(
      {},
    );
    expect(keys(valid({ maxBonusAmount: -1, dailyBonusLimit: 0.001 }))).toEqual({
      maxBonusAmount: 'amount',
      dailyBonusLimit: 'decimals',
    });
    expect(keys(valid({ minPlayers: -1 }))).toEqual({ minPlayers: 'minPlayers' });
    expect(keys(valid({ minPlayers: '' }))).toEqual({});
  });
  it('sends santim, Addis wall time and null for blank amounts (so an edit clears them); drops the trigger value the trigger does not use', () => {
    const input = configInput(
      valid({
        maxBonusAmount: 200,
        triggerValue: 3,
        selectedDays: [5, 0],
        selectedTimeSlots: ['20:00', '18:00'],
        minPlayers: '',
      }),
    );
    expect(input).toMatchObject({
      name: 'Evening',
      bonusType: 'fixed',
      bonusValue: 5000,
      startDateTime: '2026-11-20T10:00',
      maxBonusAmountSantim: 20_000,
      minBonusAmountSantim: null,
      triggerType: 'time_based',
      triggerValue: null,
      minPlayers: 0,
    });
    expect(input.selectedDays).toEqual([0, 5]);
    expect(input.selectedTimeSlots).toEqual(['18:00', '20:00']);
    expect('presetId' in input).toBe(false);
  });
  it('a stored configuration (santim) round-trips through the edit form (Birr)', () => {
    const stored = {
      name: 'Pool',
      description: null,
      bonusType: 'percentage',
      bonusValue: 12.5,
      startDateTime: '2026-11-20T07:00:00.000Z',
      endDateTime: '2026-11-27T07:00:00.000Z',
      gameType: 'all',
      minPlayers: 3,
      maxBonusAmount: 20_000,
      minBonusAmount: 1_000,
      triggerType: 'games_count',
      triggerValue: 5,
      dailyBonusLimit: null,
      bonusPool: 100_000,
      selectedDays: [6],
      selectedTimeSlots: ['18:00'],
      isActive: false,
    };
    const form = configToForm(stored);
    expect(form).toMatchObject({
      startDateTime: '2026-11-20T10:00',
      maxBonusAmount: 200,
      minBonusAmount: 10,
      triggerValue: 5,
      dailyBonusLimit: '',
      bonusPool: 1000,
      description: '',
    });
    expect(configToForm({ ...stored, triggerType: 'bet_amount', triggerValue: 50_000 })).toMatchObject({
      triggerType: 'bet-amount',
      triggerValue: 500,
    });
    expect(configToForm({ ...stored, bonusType: 'fixed', bonusValue: 5_000 }).bonusValue).toBe(50);
  });
  it('a preset fills name, type, value, game type, players and maximum, and is referenced', () => {
    const f = applyPreset(valid(), {
      id: 'p1',
      name: 'Weekend',
      bonusType: 'multiplier',
      bonusValue: 1.5,
      gameType: 'house',
      minPlayers: 4,
      maxBonusAmount: 50_000,
      presetCategory: 'weekend',
      presetPriority: 1,
    });
    expect(f).toMatchObject({
      presetId: 'p1',
      name: 'Weekend',
      bonusType: 'multiplier',
      bonusValue: 1.5,
      gameType: 'house',
      minPlayers: 4,
      maxBonusAmount: 500,
    });
    expect(configInput(f).presetId).toBe('p1');
  });
});

describe('preset form', () => {
  const ok = () => ({ ...presetToForm(null), name: 'Daily', bonusValue: 10 });
  const presetKeys = (f: ReturnType<typeof ok>) =>
    Object.fromEntries(Object.entries(presetProblems(f)).map(([k, v]) => [k, v!.key.replace('hs.bonus.err.', '')]));
  it('name, type, category and minPlayers required; multiplier value at least 1, else at least 0', () => {
    expect(presetKeys(ok())).toEqual({});
    expect(presetKeys({ ...ok(), name: '', bonusType: '', presetCategory: '', minPlayers: '' })).toEqual({
      name: 'required',
      bonusType: 'required',
      presetCategory: 'required',
      minPlayers: 'required',
    });
    expect(presetKeys({ ...ok(), bonusType: 'multiplier', bonusValue: 0.9 })).toEqual({
      bonusValue: 'value.multiplier',
    });
    expect(presetKeys({ ...ok(), bonusValue: 0 })).toEqual({});
    expect(presetKeys({ ...ok(), presetPriority: 101 })).toEqual({ presetPriority: 'priority' });
    expect(presetInput({ ...ok(), maxBonusAmount: '' })).toMatchObject({
      maxBonusAmountSantim: null,
      presetPriority: 0,
      minPlayers: 0,
    });
  });
});

describe('daily statistics', () => {
  it('opens on the last 7 Addis days; a range runs forwards, at most 100 days', () => {
    expect(defaultStatsRange(new Date('2026-11-20T22:30:00Z'))).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-21',
    });
    expect(rangeProblem('2026-11-15', '2026-11-21')).toBeNull();
    expect(rangeProblem('2026-11-22', '2026-11-21')?.key).toBe('hs.bonus.err.rangeOrder');
    expect(rangeProblem('2026-01-01', '2026-04-10')).toBeNull(); // 100 days
    expect(rangeProblem('2026-01-01', '2026-04-11')?.key).toBe('hs.bonus.err.rangeTooLong');
    expect(rangeProblem('', '2026-04-11')?.key).toBe('hs.bonus.err.required');
  });
  it('the footer sums games and amounts', () => {
    expect(
      statsTotals([
        { totalGames: 2, totalBonusAmount: 5000 },
        { totalGames: 0, totalBonusAmount: 0 },
        { totalGames: 1, totalBonusAmount: 250 },
      ]),
    ).toEqual({ totalGames: 3, totalBonusAmount: 5250 });
    expect(statsTotals([])).toEqual({ totalGames: 0, totalBonusAmount: 0 });
  });
  it('Addis wall time is UTC+3 both ways', () => {
    expect(addisWallToDate('2026-11-20T00:30')?.toISOString()).toBe('2026-11-19T21:30:00.000Z');
    expect(addisMinuteKey(new Date('2026-11-19T21:30:00.000Z'))).toBe('2026-11-20T00:30');
    expect(addisWallToDate('2026-11-20 00:30')).toBeNull();
  });
});
