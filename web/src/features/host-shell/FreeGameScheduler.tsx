import '../../shared/i18n/backoffice';
import { useQuery } from '@apollo/client/react';
import { addisDayKey, addisDayStart, ethiopianDate } from '@bingo/core';
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
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors';
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
  FreeGameHistoryDocument,
  FreeGameSchedulesDocument,
  useCancelAllFreeGames,
  useCancelFreeGame,
  useRescheduleFreeGame,
  useScheduleFreeGame,
  useScheduleFreeGamesBulk,
  useScheduleFreeGamesRandom,
} from './operations';

const opts = (list: readonly number[]) => list.map((n) => ({ value: String(n), label: pad(n) }));
const addisParts = (iso: string) => {
  const d = new Date(iso);
  const hm = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Africa/Addis_Ababa',
  }).format(d);
  return { date: addisDayKey(d), hour: Number(hm.slice(0, 2)), minute: Number(hm.slice(3, 5)), hm };
};

/** Free Game Scheduler (docs/screens.md#host-shell): Amharic by default in the seed; every string through i18n. */
export function FreeGameScheduler() {
  const { t, i18n } = useTranslation();
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
  const lang = i18n.language === 'am' ? 'am-ET' : 'en-US';
  const gregorian = (day: string) =>
    new Intl.DateTimeFormat(lang, {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Africa/Addis_Ababa',
    }).format(addisDayStart(day));
  const ethiopian = (day: string) => ethiopianDate(addisDayStart(day), i18n.language === 'am' ? 'am-ET' : 'en');

  async function act(call: () => Promise<unknown>, ok: string) {
    try {
      await withStepUp(call);
      showToast('success', ok);
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
    if (mode === 'bulk')
      await act(
        () =>
          bulk({
            variables: {
              input: {
                startDate: f.startDate!,
                endDate: f.endDate!,
                timeSlots: f.timeSlots!,
                selectedDays: f.selectedDays!,
              },
            },
          }),
        t('freeGames.created'),
      );
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

  const days = nextDays(new Date());
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
            <TextInput
              type="date"
              label={t('freeGames.date')}
              value={f.date ?? ''}
              onChange={(e) => upd({ date: e.currentTarget.value })}
            />
            <NativeSelect
              label={t('freeGames.hour')}
              data={[{ value: '', label: '--' }, ...opts(HOURS)]}
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
            <TextInput
              type="date"
              name="startDate"
              label={t('freeGames.startDate')}
              value={f.startDate ?? ''}
              onChange={(e) => upd({ startDate: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              name="endDate"
              label={t('freeGames.endDate')}
              value={f.endDate ?? ''}
              onChange={(e) => upd({ endDate: e.currentTarget.value })}
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
                    {new Intl.DateTimeFormat(lang, { weekday: 'short' }).format(
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
                    {pad(h)}:00
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
              data={[{ value: '', label: '--' }, ...opts(HOURS)]}
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
              data={[{ value: '', label: '--' }, ...opts(HOURS)]}
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
      {schedules.error && <Alert color="red">{errorMessage(schedules.error)}</Alert>}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table striped data-testid="free-schedules">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('freeGames.gregorian')}</Table.Th>
              <Table.Th>{t('freeGames.ethiopian')}</Table.Th>
              <Table.Th>{t('freeGames.time')}</Table.Th>
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
                      <TextInput
                        size="xs"
                        type="date"
                        value={edit.date}
                        onChange={(e) => setEdit({ ...edit, date: e.currentTarget.value })}
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
                          data={opts(HOURS)}
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

function HistoryModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, loading } = useQuery(FreeGameHistoryDocument, { fetchPolicy: 'network-only' });
  const fmt = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'am' ? 'am-ET' : 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Africa/Addis_Ababa',
    }).format(new Date(iso));
  return (
    <Modal opened onClose={onClose} title={t('freeGames.history')} size="lg">
      {loading && <Text>…</Text>}
      <Table striped>
        <Table.Tbody>
          {data?.freeGameHistory.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td>{fmt(h.scheduledDateTime)}</Table.Td>
              <Table.Td>{t(statusKey(h.status))}</Table.Td>
              <Table.Td>
                {h.status === 'used'
                  ? h.usedAt || h.gameCreatedAt
                    ? fmt((h.usedAt ?? h.gameCreatedAt)!)
                    : t('freeGames.timeNotFound')
                  : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data?.freeGameHistory.length === 0 && <Text c="dimmed">{t('bo.none')}</Text>}
    </Modal>
  );
}
