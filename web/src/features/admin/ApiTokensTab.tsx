import '../../shared/i18n/security.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiTokenStatus } from '../../account/api-tokens/ApiTokenStatus';
import { dateTime } from '../../shared/dates';
import { errorMessage } from '../../shared/api-errors';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { showToast } from '../../shared/toast/show-toast';
import { useConfirm } from '../../shared/layout/useConfirm';
import { AllApiTokensDocument, useRevokeApiToken } from './security.operations';

/**
 * Every account's personal API tokens (docs/roles-and-accounts.md#api-tokens): whether each works
 * now, and a revoke for any that is not revoked yet.
 */
export function ApiTokensTab() {
  const { t, i18n } = useTranslation();
  const tokens = useQuery(AllApiTokensDocument, { fetchPolicy: 'network-only' });
  const [revoke] = useRevokeApiToken();
  const confirm = useConfirm('api-token-confirm');
  if (tokens.error) return <Alert color="red">{t('sec.loadFailed')}</Alert>;

  const onRevoke = async (id: string) => {
    try {
      await revoke({ variables: { id } });
      showToast('success', t('sec.revoked'));
      await tokens.refetch();
    } catch (e) {
      showToast('error', errorMessage(e));
    }
  };

  return (
    <>
      <ScrollTable testId="api-tokens-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sec.account')}</Table.Th>
            <Table.Th>{t('sec.tokenName')}</Table.Th>
            <Table.Th>{t('sec.created')}</Table.Th>
            <Table.Th>{t('sec.expires')}</Table.Th>
            <Table.Th>{t('sec.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.data?.apiTokens.map((token) => (
            <Table.Tr key={token.id}>
              <Table.Td>{token.username}</Table.Td>
              <Table.Td>{token.name}</Table.Td>
              <Table.Td>{dateTime(token.createdAt, i18n.language)}</Table.Td>
              <Table.Td>{token.expiresAt ? dateTime(token.expiresAt, i18n.language) : t('sec.never')}</Table.Td>
              <Table.Td>
                <ApiTokenStatus token={token} />
              </Table.Td>
              <Table.Td>
                {!token.revokedAt && (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() =>
                      confirm.ask({
                        title: t('sec.confirmRevoke', { name: token.name }),
                        text: t('sec.confirmRevokeText'),
                        confirmLabel: t('sec.revoke'),
                        onConfirm: () => onRevoke(token.id),
                      })
                    }
                    data-testid={`revoke-${token.name}`}
                  >
                    {t('sec.revoke')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {confirm.dialog}
      {tokens.data?.apiTokens.length === 0 && (
        <Text c="dimmed" p="md">
          {t('bo.none')}
        </Text>
      )}
    </>
  );
}
