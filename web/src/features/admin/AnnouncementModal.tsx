import { Alert, Button, Modal, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementForm } from './announcement-rules';

/**
 * Create or edit an announcement. `onSubmit` answers the server's message when it refused the
 * input (shown in the form, which stays open), or null when saved.
 */
export function AnnouncementModal({
  initial,
  editing,
  busy,
  onSubmit,
  onClose,
}: {
  initial: AnnouncementForm;
  editing: boolean;
  busy: boolean;
  onSubmit: (f: AnnouncementForm) => Promise<string | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<AnnouncementForm>({ mode: 'controlled', initialValues: initial });
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: AnnouncementForm) => {
    setError(await onSubmit(values));
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('admin.editAnnouncement') : t('admin.newAnnouncement')}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} data-testid="announcement-form">
        <Stack>
          {error && (
            <Alert color="red" data-testid="announcement-error">
              {error}
            </Alert>
          )}
          <TextInput label={t('admin.announcementTitle')} name="title" required {...form.getInputProps('title')} />
          <Textarea
            label={t('admin.announcementBody')}
            name="body"
            required
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('body')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.link')} name="link" placeholder="https://" {...form.getInputProps('link')} />
            <TextInput label={t('admin.linkLabel')} name="linkLabel" {...form.getInputProps('linkLabel')} />
            <TextInput
              type="datetime-local"
              label={t('admin.starts')}
              name="startsAt"
              required
              {...form.getInputProps('startsAt')}
            />
            <TextInput
              type="datetime-local"
              label={t('admin.ends')}
              name="endsAt"
              required
              {...form.getInputProps('endsAt')}
            />
          </SimpleGrid>
          <Switch label={t('admin.showToHosts')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
          <Button type="submit" loading={busy} data-testid="announcement-submit">
            {t('bo.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
