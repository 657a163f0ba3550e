import '../../shared/i18n/backoffice';
import { useQuery } from '@apollo/client/react';
import { addisDayKey, type SlotRefusal } from '@bingo/core';
import {
  Alert,
  Button,
  Chip,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DualDateInput } from '../../shared/calendar/DualDateInput';
import {
  addisHm,
  ethiopianDay,
  ethiopianHourOf,
  ethiopianHourText,
  gregorianDay,
} from '../../shared/calendar/ethiopian-time';
import { useServerNow } from '../../shared/clock/server-clock';
import { errorMessage } from '../../shared/errors';
import '../../shared/i18n/time';
import { StepUpCancelled, withStepUp } from '../../shared/step-up/step-up-store';
import { showToast } from '../../shared/toast/show-toast';
import {
  addisDateTime,
  EDIT_MINUTES,
  freeGameFormProblem,
  HOURS,
  nextDays,
  pad,
  RANDOM_GAPS,
  RANDOM_START_MINUTES,
  SINGLE_MINUTES,
  statusKey,
  type FreeGameForm,
  type FreeGameMode,
} from './free-game-rules';
import {
  FreeGameSchedulesDocument,
  useCancelAllFreeGames,
  useCancelFreeGame,
  useRescheduleFreeGame,
  useScheduleFreeGame,
  useScheduleFreeGamesBulk,
  useScheduleFreeGamesRandom,
} from './operations';
import { BulkRefused } from './BulkRefused';
import { HistoryModal } from './FreeGameHistory';

const opts = (list: readonly number[]) => list.map((n) => ({ value: String(n), label: pad(n) }));
const addisParts = (iso: string) => {
  const d = new Date(iso);
  const hm = addisHm(d);
  return { date: addisDayKey(d), hour: Number(hm.slice(0, 2)), minute: Number(hm.slice(3, 5)), hm };
};

/**
 * Free Game Scheduler (docs/screens.md#host-shell). The specification shows it in Amharic, and
 * the app's two languages are Amharic and the mixed default, so it is Amharic in both (issue 18):
 * Gregorian and Ethiopian dates, 24-hour Addis and Ethiopian hours, "today" by the server clock.
 */
export function FreeGameScheduler() {
  const { t } = useTranslation(undefined, { lng: 'am' });
  const now = useServerNow();
  const today = addisDayKey(now);
  const [refused, setRefused] = useState<{ scheduledDateTime: string; reason: SlotRefusal }[]>([]);
  const hourOpts = HOURS.map((h) => ({ value: String(h), label: `${pad(h)} · ${ethiopianHourOf(h, t)}` }));
  const schedules = useQuery(FreeGameSchedulesDocument, { fetchPolicy: 'network-only' });
  const [mode, setMode] = useState<FreeGameMode>('bulk');
  const [form, setForm] = useState<FreeGameForm>({
    mode: 'bulk',
    timeSlots: [],
    selectedDays: [0, 1, 2, 3, 4, 5, 6],
    minGapMinutes: 30,
    numberOfGames: 3,
  });
  const [showDays, setShowDays] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [confirm, setConfirm] = useState<{ kind: 'one'; id: string } | { kind: 'all' } | null>(null);
  const [edit, setEdit] = useState<{ id: string; date: string; hour: number; minute: number } | null>(null);
  const [one, { loading: l1 }] = useScheduleFreeGame();
  const [bulk, { loading: l2 }] = useScheduleFreeGamesBulk();
  const [random, { loading: l3 }] = useScheduleFreeGamesRandom();
  const [reschedule] = useRescheduleFreeGame();
  const [cancel] = useCancelFreeGame();
  const [cancelAll, { loading: cancellingAll }] = useCancelAllFreeGames();
  const list = schedules.data?.freeGameSchedules ?? [];
  const f = { ...form, mode };
  const problem = freeGameFormProblem(f);
  const upd = (patch: Partial<FreeGameForm>) => setForm((x) => ({ ...x, ...patch }));
  const gregorian = (day: string) => gregorianDay(day, 'am');
  const ethiopian = (day: string) => ethiopianDay(day, 'am');

  /** Runs a write behind step-up; the toast is `ok` or, given the answer, okOf(answer). */
  async function act<T>(call: () => Promise<T>, ok: string | ((answer: T) => string)) {
    try {
      const answer = await withStepUp(call);
      showToast('success', typeof ok === 'string' ? ok : ok(answer));
      await schedules.refetch();
      return true;
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) showToast('error', `${t('freeGames.failed')}: ${errorMessage(e)}`);
      return false;
    }
  }

  async function submit() {
    if (problem) return;
    if (mode === 'single')
      await act(
        () => one({ variables: { input: { scheduledDateTime: addisDateTime(f.date!, f.hour!, f.minute!) } } }),
        t('freeGames.created'),
      );
    if (mode === 'bulk') {
      setRefused([]);
      await act(
        async () => {
          const answer = await bulk({
            variables: {
              input: {
                startDate: f.startDate!,
                endDate: f.endDate!,
                timeSlots: f.timeSlots!,
                selectedDays: f.selectedDays!,
              },
            },
          });
          setRefused(answer.data?.scheduleFreeGamesBulk.refused ?? []);
          return answer;
        },
        (answer) => t('time.bulkCreated', { count: answer.data?.scheduleFreeGamesBulk.count ?? 0 }),
      );
    }
    if (mode === 'random')
      await act(
        () =>
          random({
            variables: {
              input: {
                startDateTime: addisDateTime(f.startDate!, f.startHour!, f.startMinute!),
                endDateTime: addisDateTime(f.endDate!, f.endHour!, f.endMinute!),
                numberOfGames: f.numberOfGames!,
                minGapMinutes: f.minGapMinutes!,
              },
            },
          }),
        t('freeGames.created'),
      );
  }

  const days = nextDays(now);
  const weekdays = [0, 1, 2, 3, 4, 5, 6];
  return (
    <Stack data-testid="free-game-scheduler">
      <Group justify="space-between">
        <Title order={3}>{t('freeGames.title')}</Title>
        <Group gap="xs">
          <Button variant="light" onClick={() => setShowDays(true)} data-testid="next-45-days">
            {t('freeGames.next45')}
          </Button>
          <Button variant="light" onClick={() => setShowHistory(true)} data-testid="free-history">
            {t('freeGames.history')}
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={list.length === 0}
            onClick={() => setConfirm({ kind: 'all' })}
            data-testid="cancel-all"
          >
            {t('freeGames.cancelAll')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <SegmentedControl
          mb="md"
          value={mode}
          onChange={(v) => setMode(v as FreeGameMode)}
          data={[
            { value: 'single', label: t('freeGames.single') },
            { value: 'bulk', label: t('freeGames.bulk') },
            { value: 'random', label: t('freeGames.random') },
          ]}
          data-testid="free-mode"
        />
        {mode === 'single' && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DualDateInput
              lang="am"
              testId="freeDate"
              minDate={today}
              label={t('freeGames.date')}
              value={f.date ?? ''}
              onChange={(date) => upd({ date })}
            />
            <NativeSelect
              label={t('freeGames.hour')}
              data={[{ value: '', label: '--' }, ...hourOpts]}
              value={f.hour == null ? '' : String(f.hour)}
              onChange={(e) => upd({ hour: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
            />
            <NativeSelect
              label={t('freeGames.minute')}
              data={[{ value: '', label: '--' }, ...opts(SINGLE_MINUTES)]}
              value={f.minute == null ? '' : String(f.minute)}
              onChange={(e) => upd({ minute: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
            />
          </SimpleGrid>
        )}
        {(mode === 'bulk' || mode === 'random') && (
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
        {mode === 'bulk' && (
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
                {weekdays.map((d) => (
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
        {mode === 'random' && (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <NativeSelect
              label={t('freeGames.startHour')}
              data={[{ value: '', label: '--' }, ...hourOpts]}
              value={f.startHour == null ? '' : String(f.startHour)}
              onChange={(e) => upd({ startHour: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
            />
            <NativeSelect
              label={t('freeGames.startMinute')}
              data={[{ value: '', label: '--' }, ...opts(RANDOM_START_MINUTES)]}
              value={f.startMinute == null ? '' : String(f.startMinute)}
              onChange={(e) =>
                upd({ startMinute: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })
              }
            />
            <NativeSelect
              label={t('freeGames.endHour')}
              data={[{ value: '', label: '--' }, ...hourOpts]}
              value={f.endHour == null ? '' : String(f.endHour)}
              onChange={(e) => upd({ endHour: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
            />
            <NativeSelect
              label={t('freeGames.endMinute')}
              data={[{ value: '', label: '--' }, ...opts(SINGLE_MINUTES)]}
              value={f.endMinute == null ? '' : String(f.endMinute)}
              onChange={(e) => upd({ endMinute: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
            />
            <NumberInput
              label={t('freeGames.count')}
              min={1}
              max={10}
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
        {problem && (
          <Text size="xs" c="dimmed" mt="xs">
            {t(problem)}
          </Text>
        )}
        <Button
          mt="md"
          disabled={!!problem}
          loading={l1 || l2 || l3}
          onClick={() => void submit()}
          data-testid="free-submit"
        >
          {t('freeGames.schedule')}
        </Button>
      </Paper>
      {refused.length > 0 && <BulkRefused refused={refused} onClose={() => setRefused([])} />}
      {schedules.error && <Alert color="red">{errorMessage(schedules.error)}</Alert>}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table striped data-testid="free-schedules">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('freeGames.gregorian')}</Table.Th>
              <Table.Th>{t('freeGames.ethiopian')}</Table.Th>
              <Table.Th>{t('freeGames.time')}</Table.Th>
              <Table.Th>{t('time.ethiopianTime')}</Table.Th>
              <Table.Th>{t('bo.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((s) => {
              const p = addisParts(s.scheduledDateTime);
              const editing = edit?.id === s.id;
              return (
                <Table.Tr key={s.id} data-testid="free-row">
                  <Table.Td>
                    {editing ? (
                      <DualDateInput
                        lang="am"
                        size="xs"
                        testId="editDate"
                        minDate={today}
                        label=""
                        value={edit.date}
                        onChange={(date) => setEdit({ ...edit, date })}
                      />
                    ) : (
                      gregorian(p.date)
                    )}
                  </Table.Td>
                  <Table.Td>{ethiopian(p.date)}</Table.Td>
                  <Table.Td>
                    {editing ? (
                      <Group gap={4} wrap="nowrap">
                        <NativeSelect
                          size="xs"
                          data={hourOpts}
                          value={String(edit.hour)}
                          onChange={(e) => setEdit({ ...edit, hour: Number(e.currentTarget.value) })}
                        />
                        <NativeSelect
                          size="xs"
                          data={opts(EDIT_MINUTES)}
                          value={String(edit.minute)}
                          onChange={(e) => setEdit({ ...edit, minute: Number(e.currentTarget.value) })}
                        />
                      </Group>
                    ) : (
                      p.hm
                    )}
                  </Table.Td>
                  <Table.Td data-testid="free-ethiopian-hour">
                    {ethiopianHourText(new Date(s.scheduledDateTime), t)}
                  </Table.Td>
                  <Table.Td>{t(statusKey(s.status))}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {editing ? (
                        <>
                          <Button
                            size="compact-xs"
                            onClick={async () => {
                              if (
                                await act(
                                  () =>
                                    reschedule({
                                      variables: {
                                        id: s.id,
                                        input: { scheduledDateTime: addisDateTime(edit.date, edit.hour, edit.minute) },
                                      },
                                    }),
                                  t('freeGames.updated'),
                                )
                              )
                                setEdit(null);
                            }}
                          >
                            {t('bo.save')}
                          </Button>
                          <Button size="compact-xs" variant="default" onClick={() => setEdit(null)}>
                            {t('common.cancel')}
                          </Button>
                        </>
                      ) : (
                        <>
                          <Button
                            size="compact-xs"
                            variant="light"
                            onClick={() =>
                              setEdit({
                                id: s.id,
                                date: p.date,
                                hour: p.hour,
                                minute: EDIT_MINUTES.includes(p.minute) ? p.minute : 0,
                              })
                            }
                          >
                            {t('bo.edit')}
                          </Button>
                          <Button
                            size="compact-xs"
                            variant="light"
                            color="red"
                            onClick={() => setConfirm({ kind: 'one', id: s.id })}
                          >
                            {t('freeGames.delete')}
                          </Button>
                        </>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {list.length === 0 && (
          <Text c="dimmed" p="md" data-testid="free-empty">
            {t('freeGames.empty')}
          </Text>
        )}
      </Paper>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.kind === 'all' ? t('freeGames.confirmAll') : t('freeGames.confirmOne')}
        centered
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirm(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={cancellingAll}
            data-testid="confirm-yes"
            onClick={async () => {
              const c = confirm;
              setConfirm(null);
              if (c?.kind === 'all') await act(() => cancelAll(), t('freeGames.cancelledAll'));
              if (c?.kind === 'one') await act(() => cancel({ variables: { id: c.id } }), t('freeGames.deleted'));
            }}
          >
            {t('freeGames.yes')}
          </Button>
        </Group>
      </Modal>
      <Modal opened={showDays} onClose={() => setShowDays(false)} title={t('freeGames.next45')} size="lg">
        <Table striped data-testid="days-table">
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d}>
                <Table.Td>{gregorian(d)}</Table.Td>
                <Table.Td>{ethiopian(d)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
      {showHistory && <HistoryModal onClose={() => setShowHistory(false)} />}
    </Stack>
  );
}
