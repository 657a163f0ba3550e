import '../../shared/i18n/security.i18n';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBackOfficeMe } from '../../account/operations';
import { homePathFor } from '../../account/session/session-role';
import { ApiTokenStatus } from '../../account/api-tokens/ApiTokenStatus';
import { dateTime } from '../../shared/dates';
import { errorMessage } from '../../shared/api-errors';
import { BackOfficeLayout } from '../../account/layout/BackOfficeLayout';
import { RequireRole } from '../../account/layout/RequireRole';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { showToast } from '../../shared/toast/show-toast';
import { useConfirm } from '../../shared/layout/useConfirm';
import { MyApiTokensDocument, useCreateMyApiToken, useRevokeMyApiToken } from './operations';

/**
 * /api-tokens: the caller's personal read-only API tokens (docs/roles-and-accounts.md#api-tokens):
 * make one (its secret is shown here once), see whether each works, revoke one.
 */
export function MyApiTokensPage() {
  const { t } = useTranslation();
  const me = useBackOfficeMe();
  return (
    <RequireRole roles={['HOST', 'OWNER', 'SUPER_ADMIN']}>
      <BackOfficeLayout
        title={t('sec.myTitle')}
        actions={
          me.data && (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={homePathFor(me.data.me.role)}
              data-testid="tokens-return"
            >
              {t('game.returnToDashboard')}
            </Button>
          )
        }
      >
        <MyApiTokens />
      </BackOfficeLayout>
    </RequireRole>
  );
}

function MyApiTokens() {
  const { t, i18n } = useTranslation();
  const tokens = useQuery(MyApiTokensDocument, { fetchPolicy: 'network-only' });
  const [create, { loading: creating }] = useCreateMyApiToken();
  const [revoke] = useRevokeMyApiToken();
  const confirm = useConfirm('api-token-confirm');
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<{ name: string; days: number | string }>({
    initialValues: { name: '', days: '' },
    validate: { name: (v) => (v.trim() ? null : t('sec.nameRequired')) },
  });

  const onCreate = async (v: { name: string; days: number | string }) => {
    try {
      const res = await create({
        variables: { input: { name: v.name.trim(), expiresInDays: v.days === '' ? null : Number(v.days) } },
      });
      setSecret(res.data?.createApiToken.token ?? null);
      form.reset();
      await tokens.refetch();
    } catch (e) {
      showToast('error', errorMessage(e));
    }
  };
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
    <Stack>
      <Text size="sm" c="dimmed">
        {t('sec.myHint')}
      </Text>
      <Paper withBorder p="md">
        <form onSubmit={form.onSubmit((v) => void onCreate(v))}>
          <Group align="flex-end">
            <TextInput label={t('sec.tokenName')} name="tokenName" maxLength={100} {...form.getInputProps('name')} />
            <NumberInput
              label={t('sec.days')}
              name="tokenDays"
              min={1}
              max={366}
              allowDecimal={false}
              {...form.getInputProps('days')}
            />
            <Button type="submit" loading={creating} data-testid="token-create">
              {t('sec.create')}
            </Button>
          </Group>
        </form>
      </Paper>
      {secret && (
        <Alert color="green" title={t('sec.shownOnce')} withCloseButton onClose={() => setSecret(null)}>
          <Group>
            <Code data-testid="token-secret">{secret}</Code>
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t('sec.copied') : t('sec.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      )}
      {tokens.error && <Alert color="red">{t('sec.loadFailed')}</Alert>}
      <ScrollTable testId="my-api-tokens">
        <Table.Thead>
          <Table.Tr>
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
    </Stack>
  );
}
