import { useApolloClient, useQuery } from '@apollo/client/react';
import { addisDayKey, dayKeysBack } from '@bingo/core';
import { Alert, Button, Group, Modal, NativeSelect, NumberInput, Paper, PasswordInput, SimpleGrid, Stack, Switch, Table, Tabs, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors';
import { formatBirr } from '../../shared/money';
import { StepUpCancelled, withStepUp } from '../../shared/step-up/step-up-store';
import { showToast } from '../../shared/toast/toast-store';
import { BackOfficeLayout, RequireRole } from '../backoffice/BackOfficeLayout';
import { BarChart } from '../backoffice/BarChart';
import { CommissionSelect, dateTime, GamesTable, LastGamesModal, RegisterModal, TransactionsModal, type ManagedHost } from '../backoffice/modals';
import { HostLastGamesDocument, ManagedHostsDocument } from '../backoffice/operations';
import { useRegisterHost } from '../backoffice/useRegisterHost';
import { useSetCommissionRate } from '../backoffice/useSetCommissionRate';
import { useSetHostBlocked } from '../backoffice/useSetHostBlocked';
import { sumPeriods } from './admin-rules';
import {
  CardSetsDocument,
  ExportCardSetDocument,
  InspectAttemptsDocument,
  PlatformSummaryDocument,
  PowerCampaignsDocument,
  useAdjustHostWallet,
  useChangePassword,
  useCreatePowerCampaign,
  useImportCardSet,
  useUpdatePowerCampaign,
} from './operations';

export function SuperAdminPage() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={['SUPER_ADMIN']}>
      <BackOfficeLayout title={t('admin.title')}>
        <Tabs defaultValue="hosts" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="hosts">{t('admin.hosts')}</Tabs.Tab>
            <Tabs.Tab value="profits">{t('admin.profits')}</Tabs.Tab>
            <Tabs.Tab value="games">{t('admin.last50')}</Tabs.Tab>
            <Tabs.Tab value="inspect">{t('admin.inspect')}</Tabs.Tab>
            <Tabs.Tab value="cardSets">{t('admin.cardSets')}</Tabs.Tab>
            <Tabs.Tab value="power">{t('admin.power')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="hosts">
            <HostsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="profits">
            <ProfitsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="games">
            <Last50Panel />
          </Tabs.Panel>
          <Tabs.Panel value="inspect">
            <InspectPanel />
          </Tabs.Panel>
          <Tabs.Panel value="cardSets">
            <CardSetsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="power">
            <PowerPanel />
          </Tabs.Panel>
        </Tabs>
      </BackOfficeLayout>
    </RequireRole>
  );
}

function Summary() {
  const { t } = useTranslation();
  const { data } = useQuery(PlatformSummaryDocument, { fetchPolicy: 'network-only' });
  const s = data?.platformSummary;
  const tile = (label: string, value: string, testId: string, negative = false) => (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Title order={4} c={negative ? 'red' : undefined}>
        {value}
      </Title>
    </Paper>
  );
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
      {tile(t('admin.revenue'), s ? formatBirr(s.revenue) : '…', 'summary-revenue', (s?.revenue ?? 0) < 0)}
      {tile(t('admin.todayRevenue'), s ? formatBirr(s.todayRevenue) : '…', 'summary-today', (s?.todayRevenue ?? 0) < 0)}
      {tile(t('admin.platformShare', { pct: s ? (s.platformShare * 100).toFixed(1) : '17.5' }), s ? formatBirr(s.platformShareAmount) : '…', 'summary-share')}
      {tile(t('admin.gamesHosts'), s ? `${s.totalGames} / ${s.hostCount}` : '…', 'summary-games')}
    </SimpleGrid>
  );
}

type HostModal = { kind: 'password' | 'wallet' | 'games'; host: ManagedHost } | { kind: 'register' } | { kind: 'transactions' } | null;

function HostsPanel() {
  const { t } = useTranslation();
  const hosts = useQuery(ManagedHostsDocument, { fetchPolicy: 'network-only' });
  const [modal, setModal] = useState<HostModal>(null);
  const [editing, setEditing] = useState<{ hostId: string; rate: number } | null>(null);
  const [setBlocked] = useSetHostBlocked();
  const [setRate, { loading: savingRate }] = useSetCommissionRate();
  const [register, { loading: registering }] = useRegisterHost();
  const [changePassword, { loading: changing }] = useChangePassword();
  const [adjust, { loading: adjusting }] = useAdjustHostWallet();
  const list = hosts.data?.hosts ?? [];

  const run = async (call: () => Promise<unknown>, ok: string, failed: string) => {
    try {
      await withStepUp(call);
      showToast('success', ok);
      setModal(null);
      await hosts.refetch();
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) showToast('error', `${failed}: ${errorMessage(e)}`);
    }
  };

  return (
    <>
      <Summary />
      <Group mb="md">
        <Button onClick={() => setModal({ kind: 'register' })} data-testid="register-user">
          {t('bo.registerUser')}
        </Button>
        <Button variant="light" onClick={() => setModal({ kind: 'transactions' })} data-testid="recent-transactions">
          {t('bo.transactions')}
        </Button>
        <Button variant="default" onClick={() => void hosts.refetch()} loading={hosts.loading}>
          {t('bo.refresh')}
        </Button>
      </Group>
      {hosts.error && <Alert color="red">{errorMessage(hosts.error)}</Alert>}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table striped data-testid="admin-hosts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bo.username')}</Table.Th>
              <Table.Th>{t('bo.cardSet')}</Table.Th>
              <Table.Th>{t('bo.balance')}</Table.Th>
              <Table.Th>{t('bo.today')}</Table.Th>
              <Table.Th>{t('bo.commission')}</Table.Th>
              <Table.Th>{t('bo.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((h) => (
              <Table.Tr key={h.id} data-testid={`host-${h.username}`}>
                <Table.Td fw={600}>{h.username}</Table.Td>
                <Table.Td>{h.cardSet ? `Cartella ${h.cardSet}` : '-'}</Table.Td>
                <Table.Td data-testid="balance">{formatBirr(h.walletBalance)}</Table.Td>
                <Table.Td c={(h.stats?.todayProfit ?? 0) < 0 ? 'red' : undefined}>{formatBirr(h.stats?.todayProfit ?? 0)}</Table.Td>
                <Table.Td>
                  {editing?.hostId === h.id ? (
                    <Group gap={4} wrap="nowrap">
                      <CommissionSelect value={editing.rate} onChange={(rate) => setEditing({ hostId: h.id, rate })} />
                      <Button
                        size="compact-xs"
                        loading={savingRate}
                        data-testid="commission-save"
                        onClick={async () => {
                          try {
                            await setRate({ variables: { input: { hostId: h.id, commissionRate: editing.rate } } });
                            setEditing(null);
                            await hosts.refetch();
                          } catch {
                            showToast('error', t('owner.commissionFailed'));
                          }
                        }}
                      >
                        {t('bo.save')}
                      </Button>
                      <Button size="compact-xs" variant="default" onClick={() => setEditing(null)}>
                        {t('common.cancel')}
                      </Button>
                    </Group>
                  ) : (
                    <Group gap={4} wrap="nowrap">
                      <Text size="sm" data-testid="commission">
                        {Math.round(h.commissionRate * 100)}%
                      </Text>
                      <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ hostId: h.id, rate: h.commissionRate })} data-testid="commission-edit">
                        {t('bo.edit')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="light" onClick={() => setModal({ kind: 'wallet', host: h })} data-testid="wallet-update">
                      {t('admin.walletUpdate')}
                    </Button>
                    <Button size="compact-xs" variant="light" onClick={() => setModal({ kind: 'password', host: h })} data-testid="change-password">
                      {t('admin.changePassword')}
                    </Button>
                    <Button size="compact-xs" variant="light" onClick={() => setModal({ kind: 'games', host: h })}>
                      {t('admin.last10')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color={h.isBlocked ? 'green' : 'red'}
                      data-testid="block-toggle"
                      onClick={async () => {
                        try {
                          await setBlocked({ variables: { hostId: h.id, blocked: !h.isBlocked } });
                          await hosts.refetch();
                        } catch {
                          showToast('error', t('admin.blockFailed'));
                        }
                      }}
                    >
                      {h.isBlocked ? t('owner.unblock') : t('owner.block')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {modal?.kind === 'transactions' && <TransactionsModal onClose={() => setModal(null)} />}
      {modal?.kind === 'games' && <LastGamesModal hostId={modal.host.id} limit={10} title={`${t('admin.last10')} · ${modal.host.username}`} onClose={() => setModal(null)} />}
      {modal?.kind === 'register' && (
        <RegisterModal
          prefix=""
          cardSets={[1, 2]}
          busy={registering}
          withInitialWallet
          onClose={() => setModal(null)}
          onSubmit={(v) =>
            void run(() => register({ variables: { input: { username: v.username, password: v.password, cardSet: v.cardSet, initialWallet: v.initialWallet } } }), t('owner.registered'), t('owner.registerFailed'))
          }
        />
      )}
      {modal?.kind === 'password' && (
        <PasswordModal
          host={modal.host}
          busy={changing}
          onClose={() => setModal(null)}
          onSubmit={(newPassword) => void run(() => changePassword({ variables: { input: { adminId: modal.host.id, newPassword } } }), t('admin.passwordChanged'), t('admin.passwordFailed'))}
        />
      )}
      {modal?.kind === 'wallet' && (
        <WalletModal
          host={modal.host}
          busy={adjusting}
          onClose={() => setModal(null)}
          onSubmit={(wallet) => void run(() => adjust({ variables: { input: { hostId: modal.host.id, wallet } } }), t('admin.walletUpdated'), t('admin.walletFailed'))}
        />
      )}
    </>
  );
}

function PasswordModal({ host, busy, onSubmit, onClose }: { host: ManagedHost; busy: boolean; onSubmit: (p: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  return (
    <Modal opened onClose={onClose} title={`${t('admin.changePassword')} · ${host.username}`}>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (password) onSubmit(password);
        }}
      >
        <Stack>
          <PasswordInput label={t('admin.newPassword')} name="newHostPassword" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <Button type="submit" loading={busy} data-testid="password-submit">
            {t('bo.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

function WalletModal({ host, busy, onSubmit, onClose }: { host: ManagedHost; busy: boolean; onSubmit: (wallet: number) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [wallet, setWallet] = useState<number | string>(Math.round(host.walletBalance) / 100);
  return (
    <Modal opened onClose={onClose} title={`${t('admin.walletUpdate')} · ${host.username}`}>
      <form
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          onSubmit(Number(wallet));
        }}
      >
        <Stack>
          <NumberInput label={t('admin.newBalance')} name="newWallet" min={0} value={wallet} onChange={setWallet} />
          <Button type="submit" loading={busy} data-testid="wallet-submit">
            {t('bo.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

function ProfitsPanel() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(ManagedHostsDocument, { fetchPolicy: 'cache-first' });
  const hosts = data?.hosts ?? [];
  const days = sumPeriods(hosts, (h) => (h.stats?.last30Days ?? []).map((d) => ({ key: d.date, profit: d.profit })));
  const today = addisDayKey(new Date());
  const byDay = new Map(days.map((d) => [d.key, d.profit]));
  const last30 = dayKeysBack(today, 30).map((key) => ({ key, profit: byDay.get(key) ?? 0 }));
  const weeks = sumPeriods(hosts, (h) => (h.stats?.last12WeeksProfits ?? []).map((w) => ({ key: w.week, profit: w.profit })));
  const months = sumPeriods(hosts, (h) => (h.stats?.last12MonthsProfits ?? []).map((m) => ({ key: m.month, profit: m.profit })));
  const section = (title: string, rows: { key: string; profit: number }[], testId: string) => (
    <Paper withBorder p="md" radius="md">
      <Text fw={600}>{title}</Text>
      <BarChart bars={[...rows].reverse().map((r) => ({ label: r.key, value: r.profit }))} label={title} testId={testId} />
      <Table striped>
        <Table.Tbody>
          {rows.slice(0, 12).map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.key}</Table.Td>
              <Table.Td ta="right" c={r.profit < 0 ? 'red' : 'green'}>
                {formatBirr(r.profit)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
  void i18n;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {section(t('admin.last30'), last30, 'chart-days')}
      {section(t('admin.weekly'), weeks, 'chart-weeks')}
      {section(t('admin.monthly'), months, 'chart-months')}
    </SimpleGrid>
  );
}

function Last50Panel() {
  const { data, error } = useQuery(HostLastGamesDocument, { variables: { limit: 200 }, fetchPolicy: 'network-only' });
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  return <Paper withBorder style={{ overflowX: 'auto' }}>{data && <GamesTable games={data.lastGames} />}</Paper>;
}

function InspectPanel() {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(InspectAttemptsDocument, { fetchPolicy: 'network-only' });
  if (error) return <Alert color="red">{t('admin.inspectFailed')}</Alert>;
  return (
    <Table striped data-testid="inspect-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('bo.dateTime')}</Table.Th>
          <Table.Th>{t('bo.username')}</Table.Th>
          <Table.Th>{t('admin.method')}</Table.Th>
          <Table.Th>{t('admin.address')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data?.inspectAttempts.map((a, i) => (
          <Table.Tr key={i}>
            <Table.Td>{dateTime(a.time, i18n.language)}</Table.Td>
            <Table.Td>{a.adminUsername}</Table.Td>
            <Table.Td>{a.detectionMethod}</Table.Td>
            <Table.Td>{a.address}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CardSetsPanel() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const sets = useQuery(CardSetsDocument, { fetchPolicy: 'network-only' });
  const [importSet, { loading }] = useImportCardSet();
  const [name, setName] = useState('');
  const [format, setFormat] = useState<'json' | 'csv'>('json');
  const [data, setData] = useState('');

  async function download(id: number, fmt: 'json' | 'csv') {
    try {
      const { data: exp } = await client.query({ query: ExportCardSetDocument, variables: { id, format: fmt }, fetchPolicy: 'network-only' });
      if (!exp) return;
      const url = URL.createObjectURL(new Blob([exp.exportCardSet.data], { type: fmt === 'json' ? 'application/json' : 'text/csv' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: `${exp.exportCardSet.name}.${fmt}` });
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      showToast('error', errorMessage(e));
    }
  }

  return (
    <Stack>
      <Table striped data-testid="card-sets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('admin.name')}</Table.Th>
            <Table.Th>{t('admin.cards')}</Table.Th>
            <Table.Th>{t('admin.checksum')}</Table.Th>
            <Table.Th>{t('admin.export')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sets.data?.cardSets.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{s.id}</Table.Td>
              <Table.Td>{s.name}</Table.Td>
              <Table.Td>{s.cardCount}</Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {s.checksum.slice(0, 16)}…
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Button size="compact-xs" variant="light" onClick={() => void download(s.id, 'json')}>
                    JSON
                  </Button>
                  <Button size="compact-xs" variant="light" onClick={() => void download(s.id, 'csv')}>
                    CSV
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Paper withBorder p="md" radius="md">
        <Title order={5} mb="xs">
          {t('admin.import')}
        </Title>
        <Stack>
          <Group grow>
            <TextInput label={t('admin.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <NativeSelect label={t('admin.format')} value={format} onChange={(e) => setFormat(e.currentTarget.value as 'json' | 'csv')} data={['json', 'csv']} />
          </Group>
          <input
            type="file"
            accept=".json,.csv,text/csv,application/json"
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0];
              if (file) setData(await file.text());
            }}
          />
          <Textarea label={t('admin.data')} autosize minRows={3} maxRows={8} value={data} onChange={(e) => setData(e.currentTarget.value)} />
          <Button
            loading={loading}
            disabled={!name || !data}
            onClick={async () => {
              try {
                const res = await importSet({ variables: { input: { name, format, data } } });
                showToast('success', t('admin.imported', { checksum: res.data?.importCardSet.checksum.slice(0, 16) ?? '' }));
                setData('');
                await sets.refetch();
              } catch (e) {
                showToast('error', errorMessage(e));
              }
            }}
          >
            {t('admin.import')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

function PowerPanel() {
  const { t, i18n } = useTranslation();
  const campaigns = useQuery(PowerCampaignsDocument, { fetchPolicy: 'network-only' });
  const [create, { loading }] = useCreatePowerCampaign();
  const [update] = useUpdatePowerCampaign();
  const [form, setForm] = useState({ title: '', text: '', link: 'https://', startsAt: '', endsAt: '' });
  const set = (k: keyof typeof form) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value; // read now: the event is gone when React runs the updater
    setForm((f) => ({ ...f, [k]: value }));
  };
  const call = async (fn: () => Promise<unknown>) => {
    try {
      await withStepUp(fn);
      await campaigns.refetch();
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) showToast('error', errorMessage(e));
    }
  };
  return (
    <Stack>
      <Table striped data-testid="power-campaigns">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.campaign')}</Table.Th>
            <Table.Th>{t('admin.period')}</Table.Th>
            <Table.Th>{t('admin.appearances')}</Table.Th>
            <Table.Th>{t('admin.clicks')}</Table.Th>
            <Table.Th>{t('admin.active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.data?.powerCampaigns.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <Text fw={600}>{c.title}</Text>
                <Text size="xs" c="dimmed">
                  {c.link}
                </Text>
              </Table.Td>
              <Table.Td>
                {dateTime(c.startsAt, i18n.language)} – {dateTime(c.endsAt, i18n.language)}
              </Table.Td>
              <Table.Td>{c.appearances}</Table.Td>
              <Table.Td>{c.clicks}</Table.Td>
              <Table.Td>
                <Switch checked={c.isActive} onChange={() => void call(() => update({ variables: { id: c.id, input: { isActive: !c.isActive } } }))} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Paper withBorder p="md" radius="md">
        <Title order={5} mb="xs">
          {t('admin.newCampaign')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('admin.campaign')} value={form.title} onChange={set('title')} />
          <TextInput label={t('admin.link')} value={form.link} onChange={set('link')} />
          <TextInput label={t('admin.text')} value={form.text} onChange={set('text')} />
          <div />
          <TextInput type="datetime-local" label={t('admin.starts')} value={form.startsAt} onChange={set('startsAt')} />
          <TextInput type="datetime-local" label={t('admin.ends')} value={form.endsAt} onChange={set('endsAt')} />
        </SimpleGrid>
        <Button mt="md" loading={loading} disabled={!form.title || !form.startsAt || !form.endsAt} onClick={() => void call(() => create({ variables: { input: { ...form, targetAll: true, isActive: true } } }))}>
          {t('admin.create')}
        </Button>
      </Paper>
    </Stack>
  );
}
