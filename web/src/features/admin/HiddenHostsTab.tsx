import '../../shared/i18n/security.i18n';
import { birrToSantim } from '@bingo/core';
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HiddenHostsQuery } from '../../gql/graphql';
import { dateTime } from '../../shared/dates';
import { errorMessage } from '../../shared/api-errors';
import { useSetHostBlocked } from '../../hosts/operations';
import { formatBirr } from '../../shared/money-format';
import { StepUpCancelled, withStepUp } from '../../account/step-up/step-up-store';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { showToast } from '../../shared/toast/show-toast';
import { HostWalletModal } from './HostWalletModal';
import { BlockHostButton } from '../../hosts/BlockHostButton';
import { useAdjustHostWallet } from './operations';
import { HiddenHostsDocument } from './security.operations';

type HiddenHost = HiddenHostsQuery['hiddenHosts'][number];
const RULE_LABEL: Record<string, string> = { test: 'sec.ruleTest', '-old': 'sec.ruleOld', '/': 'sec.ruleSlash' };

/**
 * Hosts the hiding rules keep out of every table and total (docs/roles-and-accounts.md#hidden-accounts),
 * filtered by part of the username, each with block/unblock and a wallet change (the usual operations).
 */
export function HiddenHostsTab() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter, 300);
  const hidden = useQuery(HiddenHostsDocument, {
    variables: { filter: debounced || null },
    fetchPolicy: 'network-only',
  });
  const [setBlocked] = useSetHostBlocked();
  const [adjust, { loading: adjusting }] = useAdjustHostWallet();
  const [walletOf, setWalletOf] = useState<HiddenHost | null>(null);

  const toggleBlock = async (h: HiddenHost) => {
    try {
      await setBlocked({ variables: { hostId: h.id, blocked: !h.isBlocked } });
      await hidden.refetch();
    } catch (e) {
      showToast('error', errorMessage(e));
    }
  };
  const saveWallet = async (h: HiddenHost, wallet: number) => {
    try {
      await withStepUp(() => adjust({ variables: { input: { hostId: h.id, walletSantim: birrToSantim(wallet) } } }));
      setWalletOf(null);
      await hidden.refetch();
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) showToast('error', errorMessage(e));
    }
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('sec.hiddenHint')}
      </Text>
      <TextInput
        label={t('sec.filter')}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        maw={320}
        data-testid="hidden-filter"
      />
      {hidden.error && <Alert color="red">{t('sec.loadFailed')}</Alert>}
      <ScrollTable testId="hidden-hosts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bo.username')}</Table.Th>
            <Table.Th>{t('sec.rule')}</Table.Th>
            <Table.Th>{t('sec.wallet')}</Table.Th>
            <Table.Th>{t('sec.status')}</Table.Th>
            <Table.Th>{t('sec.created')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hidden.data?.hiddenHosts.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td>{h.username}</Table.Td>
              <Table.Td>{t(RULE_LABEL[h.hiddenBy] ?? 'sec.rule')}</Table.Td>
              <Table.Td>{formatBirr(h.walletBalance)}</Table.Td>
              <Table.Td>
                <Badge color={h.isBlocked ? 'red' : 'green'} variant="light">
                  {h.isBlocked ? t('sec.blocked') : t('sec.active')}
                </Badge>
              </Table.Td>
              <Table.Td>{dateTime(h.createdAt, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => setWalletOf(h)}>
                    {t('sec.setWallet')}
                  </Button>
                  <BlockHostButton host={h} onToggle={() => void toggleBlock(h)} size="compact-sm" />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {hidden.data?.hiddenHosts.length === 0 && (
        <Text c="dimmed" p="md">
          {t('bo.none')}
        </Text>
      )}
      {walletOf && (
        <HostWalletModal
          host={walletOf}
          busy={adjusting}
          onClose={() => setWalletOf(null)}
          onSubmit={(wallet) => void saveWallet(walletOf, wallet)}
        />
      )}
    </Stack>
  );
}
