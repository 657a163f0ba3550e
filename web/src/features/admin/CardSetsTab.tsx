import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Group, NativeSelect, Stack, Table, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api-errors';
import { showToast } from '../../shared/toast/show-toast';
import { FormCard } from '../../shared/forms/FormCard';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { CardSetsDocument, ExportCardSetDocument, useImportCardSet } from './operations';

/** The card sets with their checksums, export as JSON or CSV, and import of a hall's own printed set. */
export function CardSetsTab() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const sets = useQuery(CardSetsDocument, { fetchPolicy: 'network-only' });
  const [importSet, { loading }] = useImportCardSet();
  const [name, setName] = useState('');
  const [format, setFormat] = useState<'json' | 'csv'>('json');
  const [data, setData] = useState('');

  async function download(id: number, fmt: 'json' | 'csv') {
    try {
      const { data: exp } = await client.query({
        query: ExportCardSetDocument,
        variables: { id, format: fmt },
        fetchPolicy: 'network-only',
      });
      if (!exp) return;
      const url = URL.createObjectURL(
        new Blob([exp.exportCardSet.data], { type: fmt === 'json' ? 'application/json' : 'text/csv' }),
      );
      const a = Object.assign(document.createElement('a'), { href: url, download: `${exp.exportCardSet.name}.${fmt}` });
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      showToast('error', errorMessage(e));
    }
  }

  async function upload() {
    try {
      const res = await importSet({ variables: { input: { name, format, data } } });
      showToast('success', t('admin.imported', { checksum: res.data?.importCardSet.checksum.slice(0, 16) ?? '' }));
      setData('');
      await sets.refetch();
    } catch (e) {
      showToast('error', errorMessage(e));
    }
  }

  return (
    <Stack>
      <ScrollTable testId="card-sets">
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
                <Group gap={4} wrap="nowrap">
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
      </ScrollTable>
      <FormCard title={t('admin.import')}>
        <Stack>
          <Group grow>
            <TextInput label={t('admin.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <NativeSelect
              label={t('admin.format')}
              value={format}
              onChange={(e) => setFormat(e.currentTarget.value as 'json' | 'csv')}
              data={['json', 'csv']}
            />
          </Group>
          <input
            type="file"
            accept=".json,.csv,text/csv,application/json"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void file.text().then(setData);
            }}
          />
          <Textarea
            label={t('admin.data')}
            autosize
            minRows={3}
            maxRows={8}
            value={data}
            onChange={(e) => setData(e.currentTarget.value)}
          />
          <Button loading={loading} disabled={!name || !data} onClick={() => void upload()}>
            {t('admin.import')}
          </Button>
        </Stack>
      </FormCard>
    </Stack>
  );
}
