import { useQuery } from '@apollo/client/react';
import { Button, MultiSelect, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api-errors';
import { StepUpCancelled, withStepUp } from '../../account/step-up/step-up-store';
import { showToast } from '../../shared/toast/show-toast';
import { dateTime } from '../../shared/dates';
import { ManagedHostsDocument } from '../../hosts/operations';
import { FormCard } from '../../shared/forms/FormCard';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { PowerCampaignsDocument, useCreatePowerCampaign, useUpdatePowerCampaign } from './operations';

/** Power Games campaigns: title, text, link, which hosts (none chosen = every host), active window, on/off. */
export function PowerTab() {
  const { t, i18n } = useTranslation();
  const campaigns = useQuery(PowerCampaignsDocument, { fetchPolicy: 'network-only' });
  const hosts = useQuery(ManagedHostsDocument, { fetchPolicy: 'cache-first' });
  const [create, { loading }] = useCreatePowerCampaign();
  const [update] = useUpdatePowerCampaign();
  const campaign = useForm({
    mode: 'controlled',
    initialValues: { title: '', text: '', link: 'https://', startsAt: '', endsAt: '', targets: [] as string[] },
  });
  const usernames = new Map((hosts.data?.hosts ?? []).map((h) => [h.id, h.username]));
  const call = async (fn: () => Promise<unknown>) => {
    try {
      await withStepUp(fn);
      await campaigns.refetch();
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) showToast('error', errorMessage(e));
    }
  };
  const input = () => {
    const { targets, ...form } = campaign.getValues();
    return { ...form, targetAll: targets.length === 0, targetHostIds: targets, isActive: true };
  };
  const form = campaign.values;
  return (
    <Stack>
      <ScrollTable testId="power-campaigns">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.campaign')}</Table.Th>
            <Table.Th>{t('admin.period')}</Table.Th>
            <Table.Th>{t('admin.targetHosts')}</Table.Th>
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
              <Table.Td>
                {c.targetAll ? t('admin.allHosts') : c.targetHostIds.map((id) => usernames.get(id) ?? id).join(', ')}
              </Table.Td>
              <Table.Td>{c.appearances}</Table.Td>
              <Table.Td>{c.clicks}</Table.Td>
              <Table.Td>
                <Switch
                  checked={c.isActive}
                  aria-label={t('admin.active')}
                  onChange={() =>
                    void call(() => update({ variables: { id: c.id, input: { isActive: !c.isActive } } }))
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      <FormCard title={t('admin.newCampaign')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('admin.campaign')} {...campaign.getInputProps('title')} />
          <TextInput label={t('admin.link')} {...campaign.getInputProps('link')} />
          <TextInput label={t('admin.text')} {...campaign.getInputProps('text')} />
          <MultiSelect
            label={t('admin.targetHosts')}
            placeholder={t('admin.allHosts')}
            searchable
            clearable
            {...campaign.getInputProps('targets')}
            data={(hosts.data?.hosts ?? []).map((h) => ({ value: h.id, label: h.username }))}
          />
          <TextInput type="datetime-local" label={t('admin.starts')} {...campaign.getInputProps('startsAt')} />
          <TextInput type="datetime-local" label={t('admin.ends')} {...campaign.getInputProps('endsAt')} />
        </SimpleGrid>
        <Button
          mt="md"
          loading={loading}
          disabled={!form.title || !form.startsAt || !form.endsAt}
          onClick={() => void call(() => create({ variables: { input: input() } }))}
        >
          {t('admin.create')}
        </Button>
      </FormCard>
    </Stack>
  );
}
