import '../../shared/i18n/backoffice.i18n';
import { useQuery } from '@apollo/client/react';
import { addisDayKey, type SlotRefusal } from '@bingo/core';
import { Alert, Button, Group, Modal, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ethiopianDay, gregorianDay } from '../../shared/calendar/ethiopian-time';
import { useServerNow } from '../../shared/clock/server-clock';
import { errorMessage } from '../../shared/api-errors';
import '../../shared/i18n/time.i18n';
import '../../shared/i18n/safeactions.i18n';
import { dateTime } from '../../shared/dates';
import { useConfirm } from '../../shared/layout/useConfirm';
import { StepUpCancelled, withStepUp } from '../../account/step-up/step-up-store';
import { showToast } from '../../shared/toast/show-toast';
import { addisDateTime, freeGameFormProblem, nextDays, type FreeGameForm, type FreeGameMode } from './free-game-rules';
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
import { FreeGameFormFields } from './FreeGameFormFields';
import { FreeGameRow, type FreeGameEdit } from './FreeGameRow';
import { StackTable } from '../../shared/tables/StackTable';

/**
 * Free Game Scheduler (docs/screens.md#host-shell). The specification shows it in Amharic, and
 * the app's two languages are Amharic and the mixed default, so it is Amharic in both:
 * Gregorian and Ethiopian dates, 24-hour Addis and Ethiopian hours, "today" by the server clock.
 */
export function FreeGameScheduler() {
  const { t } = useTranslation(undefined, { lng: 'am' });
  const now = useServerNow();
  const today = addisDayKey(now);
  const [refused, setRefused] = useState<{ scheduledDateTime: string; reason: SlotRefusal }[]>([]);
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
  const { ask, dialog } = useConfirm('free-confirm');
  const [edit, setEdit] = useState<FreeGameEdit | null>(null);
  const [one, { loading: l1 }] = useScheduleFreeGame();
  const [bulk, { loading: l2 }] = useScheduleFreeGamesBulk();
  const [random, { loading: l3 }] = useScheduleFreeGamesRandom();
  const [reschedule] = useRescheduleFreeGame();
  const [cancel] = useCancelFreeGame();
  const [cancelAll] = useCancelAllFreeGames();
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

  async function saveEdit(id: string, e: FreeGameEdit) {
    const input = { scheduledDateTime: addisDateTime(e.date, e.hour, e.minute) };
    if (await act(() => reschedule({ variables: { id, input } }), t('freeGames.updated'))) setEdit(null);
  }

  const askCancelAll = () =>
    ask({
      title: t('safe.freeGame.allTitle', { count: list.filter((x) => x.status === 'scheduled').length }),
      text: t('safe.freeGame.allText'),
      confirmLabel: t('safe.freeGame.allConfirm'),
      cancelLabel: t('common.cancel'),
      onConfirm: () => act(() => cancelAll(), t('freeGames.cancelledAll')),
    });
  const askDelete = (s: { id: string; scheduledDateTime: string }) =>
    ask({
      title: t('safe.freeGame.title', { when: dateTime(s.scheduledDateTime, 'am') }),
      text: t('safe.freeGame.text'),
      confirmLabel: t('safe.freeGame.confirm'),
      cancelLabel: t('common.cancel'),
      onConfirm: () => act(() => cancel({ variables: { id: s.id } }), t('freeGames.deleted')),
    });

  const days = nextDays(now);
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
            onClick={askCancelAll}
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
        <FreeGameFormFields form={f} update={upd} today={today} t={t} />
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
        <StackTable striped data-testid="free-schedules">
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
            {list.map((s) => (
              <FreeGameRow
                key={s.id}
                schedule={s}
                edit={edit?.id === s.id ? edit : null}
                today={today}
                now={now}
                t={t}
                onEdit={setEdit}
                onSave={(e) => void saveEdit(s.id, e)}
                onDelete={() => askDelete(s)}
              />
            ))}
          </Table.Tbody>
        </StackTable>
        {list.length === 0 && (
          <Text c="dimmed" p="md" data-testid="free-empty">
            {t('freeGames.empty')}
          </Text>
        )}
      </Paper>
      {dialog}
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
