import '../../shared/i18n/twofactor.i18n';
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api-errors';
import { StepUpCancelled, withStepUp } from '../../account/step-up/step-up-store';
import { showToast } from '../../shared/toast/show-toast';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { useConfirm } from '../../shared/layout/useConfirm';
import { TwoFactorAdminDocument, useResetTwoFactor, useSetTwoFactorPolicy } from './two-factor.operations';

/** Two-factor sign-in for the platform (docs/roles-and-accounts.md#two-factor-sign-in): require it of owners; reset a lost device. */
export function TwoFactorTab() {
  const { t } = useTranslation();
  const admin = useQuery(TwoFactorAdminDocument, { fetchPolicy: 'network-only' });
  const [setPolicy, { loading: saving }] = useSetTwoFactorPolicy();
  const [reset] = useResetTwoFactor();
  const confirm = useConfirm('two-factor-confirm');
  const call = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await withStepUp(fn);
      showToast('success', done);
      await admin.refetch();
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) showToast('error', errorMessage(e));
    }
  };
  const required = admin.data?.twoFactorStatus.requiredForOwners ?? false;
  return (
    <Stack>
      <div>
        <Switch
          checked={required}
          disabled={!admin.data || saving}
          label={t('twoFactor.admin.requireForOwners')}
          data-testid="two-factor-require-owners"
          onChange={() =>
            void call(
              () => setPolicy({ variables: { input: { requiredForOwners: !required } } }),
              t('twoFactor.admin.saved'),
            )
          }
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t('twoFactor.admin.requireHint')}
        </Text>
      </div>
      {admin.error && <Text c="red">{errorMessage(admin.error)}</Text>}
      <ScrollTable testId="two-factor-accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('twoFactor.admin.account')}</Table.Th>
            <Table.Th>{t('twoFactor.admin.role')}</Table.Th>
            <Table.Th>{t('twoFactor.admin.status')}</Table.Th>
            <Table.Th>{t('twoFactor.admin.codesLeft')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {admin.data?.twoFactorAccounts.map((a) => (
            <Table.Tr key={a.id} data-testid={`two-factor-row-${a.username}`}>
              <Table.Td>{a.username}</Table.Td>
              <Table.Td>{t(`twoFactor.admin.roles.${a.role}`, { defaultValue: a.role })}</Table.Td>
              <Table.Td>
                <Badge color={a.enrolled ? 'green' : 'gray'} variant="light">
                  {a.enrolled ? t('twoFactor.admin.enrolled') : t('twoFactor.admin.notEnrolled')}
                </Badge>
              </Table.Td>
              <Table.Td>{a.enrolled ? a.recoveryCodesLeft : '–'}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  disabled={!a.enrolled}
                  data-testid={`two-factor-reset-${a.username}`}
                  onClick={() =>
                    confirm.ask({
                      title: t('twoFactor.admin.confirmReset', { username: a.username }),
                      text: t('twoFactor.admin.confirmResetText'),
                      confirmLabel: t('twoFactor.admin.reset'),
                      onConfirm: () =>
                        call(
                          () => reset({ variables: { input: { accountId: a.id } } }),
                          t('twoFactor.admin.resetDone', { username: a.username }),
                        ),
                    })
                  }
                >
                  {t('twoFactor.admin.reset')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {confirm.dialog}
    </Stack>
  );
}
