import { MAX_RANDOM_GAMES } from '@bingo/core';
import { Chip, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { DualDateInput } from '../../shared/calendar/DualDateInput';
import { ethiopianHourOf } from '../../shared/calendar/ethiopian-time';
import { HOURS, pad, RANDOM_GAPS, RANDOM_START_MINUTES, SINGLE_MINUTES, type FreeGameForm } from './free-game-rules';

export const minuteOptions = (list: readonly number[]) => list.map((n) => ({ value: String(n), label: pad(n) }));

/** The hours 0-23 as the scheduler offers them: the 24-hour Addis hour with its Ethiopian hour. */
export const hourOptions = (t: TFunction) =>
  HOURS.map((h) => ({ value: String(h), label: `${pad(h)} · ${ethiopianHourOf(h, t)}` }));

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const EMPTY = { value: '', label: '--' };

/** A select of numbers that may be left unchosen ('--'): null until one is picked. */
function NumberSelect(props: {
  label: string;
  data: { value: string; label: string }[];
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  testId: string;
}) {
  return (
    <NativeSelect
      data-testid={props.testId}
      label={props.label}
      data={props.data}
      value={props.value == null ? '' : String(props.value)}
      onChange={(e) => props.onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
    />
  );
}

/**
 * The scheduler's fields for its mode (docs/screens.md#host-shell): one game at a date and time;
 * bulk, a date range with weekdays and hourly slots; random, a date-time range with a count and a
 * gap. Dates are Gregorian and Ethiopian at once; nothing before `today` (Addis) can be picked.
 */
export function FreeGameFormFields({
  form: f,
  update: upd,
  today,
  t,
}: {
  form: FreeGameForm;
  update: (patch: Partial<FreeGameForm>) => void;
  today: string;
  t: TFunction;
}) {
  const hours = [EMPTY, ...hourOptions(t)];
  return (
    <>
      {f.mode === 'single' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DualDateInput
            lang="am"
            testId="freeDate"
            minDate={today}
            label={t('freeGames.date')}
            value={f.date ?? ''}
            onChange={(date) => upd({ date })}
          />
          <NumberSelect
            label={t('freeGames.hour')}
            data={hours}
            value={f.hour}
            onChange={(hour) => upd({ hour })}
            testId="free-hour"
          />
          <NumberSelect
            label={t('freeGames.minute')}
            data={[EMPTY, ...minuteOptions(SINGLE_MINUTES)]}
            value={f.minute}
            onChange={(minute) => upd({ minute })}
            testId="free-minute"
          />
        </SimpleGrid>
      )}
      {(f.mode === 'bulk' || f.mode === 'random') && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} mb="sm">
          <DualDateInput
            lang="am"
            testId="startDate"
            minDate={today}
            label={t('freeGames.startDate')}
            value={f.startDate ?? ''}
            onChange={(startDate) => upd({ startDate })}
          />
          <DualDateInput
            lang="am"
            testId="endDate"
            minDate={f.startDate || today}
            label={t('freeGames.endDate')}
            value={f.endDate ?? ''}
            onChange={(endDate) => upd({ endDate })}
          />
        </SimpleGrid>
      )}
      {f.mode === 'bulk' && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('freeGames.days')}
          </Text>
          <Chip.Group
            multiple
            value={(f.selectedDays ?? []).map(String)}
            onChange={(v) => upd({ selectedDays: v.map(Number) })}
          >
            <Group gap={4}>
              {WEEKDAYS.map((d) => (
                <Chip key={d} value={String(d)} size="xs">
                  {new Intl.DateTimeFormat('am-ET', { weekday: 'short' }).format(
                    new Date(Date.UTC(2026, 10, 15 + d, 12)),
                  )}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="sm" fw={500}>
            {t('freeGames.timeSlots')}
          </Text>
          <Chip.Group multiple value={f.timeSlots ?? []} onChange={(v) => upd({ timeSlots: v.sort() })}>
            <Group gap={4}>
              {HOURS.map((h) => (
                <Chip key={h} value={`${pad(h)}:00`} size="xs" data-testid={`slot-${pad(h)}`}>
                  {pad(h)}:00{' '}
                  <Text span size="xs" opacity={0.75}>
                    {ethiopianHourOf(h, t)}
                  </Text>
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      )}
      {f.mode === 'random' && (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberSelect
            label={t('freeGames.startHour')}
            data={hours}
            value={f.startHour}
            onChange={(startHour) => upd({ startHour })}
            testId="free-start-hour"
          />
          <NumberSelect
            label={t('freeGames.startMinute')}
            data={[EMPTY, ...minuteOptions(RANDOM_START_MINUTES)]}
            value={f.startMinute}
            onChange={(startMinute) => upd({ startMinute })}
            testId="free-start-minute"
          />
          <NumberSelect
            label={t('freeGames.endHour')}
            data={hours}
            value={f.endHour}
            onChange={(endHour) => upd({ endHour })}
            testId="free-end-hour"
          />
          <NumberSelect
            label={t('freeGames.endMinute')}
            data={[EMPTY, ...minuteOptions(SINGLE_MINUTES)]}
            value={f.endMinute}
            onChange={(endMinute) => upd({ endMinute })}
            testId="free-end-minute"
          />
          <NumberInput
            data-testid="free-count"
            label={t('freeGames.count')}
            min={1}
            max={MAX_RANDOM_GAMES}
            value={f.numberOfGames ?? ''}
            onChange={(v) => upd({ numberOfGames: v === '' ? null : Number(v) })}
          />
          <NativeSelect
            label={t('freeGames.gap')}
            data={RANDOM_GAPS.map((g) => ({ value: String(g), label: `${g}` }))}
            value={String(f.minGapMinutes ?? 30)}
            onChange={(e) => upd({ minGapMinutes: Number(e.currentTarget.value) })}
          />
        </SimpleGrid>
      )}
    </>
  );
}
