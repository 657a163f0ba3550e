import '../../shared/i18n/views.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/dates';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { InspectAttemptsDocument } from './operations';

/** Attempts to inspect the page: time, host, how it was detected, address and browser. */
export function InspectTab() {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(InspectAttemptsDocument, { fetchPolicy: 'network-only' });
  if (error) return <Alert color="red">{t('admin.inspectFailed')}</Alert>;
  return (
    <>
      <ScrollTable testId="inspect-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bo.dateTime')}</Table.Th>
            <Table.Th>{t('bo.username')}</Table.Th>
            <Table.Th>{t('admin.method')}</Table.Th>
            <Table.Th>{t('admin.address')}</Table.Th>
            <Table.Th>{t('admin.userAgent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.inspectAttempts.map((a, i) => (
            <Table.Tr key={i} data-testid="inspect-row">
              <Table.Td>{dateTime(a.time, i18n.language)}</Table.Td>
              <Table.Td>{a.adminUsername}</Table.Td>
              <Table.Td data-testid="inspect-method" data-method={a.detectionMethod}>
                {/* The web client's own methods are worded; a legacy client's are shown as sent. */}
                {t(`view.inspectMethod.${a.detectionMethod}`, { defaultValue: a.detectionMethod })}
              </Table.Td>
              <Table.Td>{a.address}</Table.Td>
              <Table.Td>
                <Text
                  size="xs"
                  c="dimmed"
                  lineClamp={2}
                  miw={200}
                  maw={360}
                  style={{ whiteSpace: 'normal' }}
                  title={a.userAgent}
                >
                  {a.userAgent}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {data?.inspectAttempts.length === 0 && (
        <Text c="dimmed" p="md">
          {t('bo.none')}
        </Text>
      )}
    </>
  );
}
