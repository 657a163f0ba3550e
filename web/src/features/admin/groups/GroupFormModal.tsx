import { Button, Checkbox, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export interface GroupFormValues {
  name: string;
  routeSlug: string;
  prefixes: string;
  cardSetIds: string[];
  canEditCommission: boolean;
}

/** Create or edit an owner group; the server checks names, routes and overlapping prefixes. */
export function GroupFormModal({
  title,
  initial,
  cardSets,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: GroupFormValues;
  cardSets: readonly { id: number; name: string }[];
  busy: boolean;
  onSubmit: (values: GroupFormValues) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<GroupFormValues>({ mode: 'controlled', initialValues: initial });
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={form.onSubmit(onSubmit)}>
        <Stack>
          <TextInput label={t('groups.name')} name="groupName" required {...form.getInputProps('name')} />
          <TextInput
            label={t('groups.route')}
            description={t('groups.routeHint')}
            name="groupRoute"
            leftSection="/"
            {...form.getInputProps('routeSlug')}
          />
          <TextInput
            label={t('groups.prefixes')}
            description={t('groups.prefixesHint')}
            name="groupPrefixes"
            required
            {...form.getInputProps('prefixes')}
          />
          <Checkbox.Group label={t('groups.cardSets')} {...form.getInputProps('cardSetIds')}>
            <Group mt="xs">
              {cardSets.map((set) => (
                <Checkbox
                  key={set.id}
                  value={String(set.id)}
                  label={set.name}
                  data-testid={`group-card-set-${set.id}`}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Switch
            label={t('groups.canEditCommission')}
            {...form.getInputProps('canEditCommission', { type: 'checkbox' })}
          />
          <Button type="submit" loading={busy} data-testid="group-submit">
            {t('groups.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
