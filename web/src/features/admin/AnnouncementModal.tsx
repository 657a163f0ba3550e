import { Alert, Button, Modal, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementForm } from './announcement-rules';

/**
 * Create or edit an announcement. `onSubmit` answers the server's message when it refused the
 * input (shown in the form, which stays open), or null when saved.
 */
export function AnnouncementModal({ initial, editing, busy, onSubmit, onClose }: { initial: AnnouncementForm; editing: boolean; busy: boolean; onSubmit: (f: AnnouncementForm) => Promise<string | null>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const text = (k: keyof Omit<AnnouncementForm, 'isActive'>) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value; // read now: the event is gone when React runs the updater
    setForm((f) => ({ ...f, [k]: value }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(await onSubmit(form));
  };
  return (
    <Modal opened onClose={onClose} title={editing ? t('admin.editAnnouncement') : t('admin.newAnnouncement')} size="lg">
      <form onSubmit={(e) => void submit(e)} data-testid="announcement-form">
        <Stack>
          {error && (
            <Alert color="red" data-testid="announcement-error">
              {error}
            </Alert>
          )}
          <TextInput label={t('admin.announcementTitle')} name="title" required value={form.title} onChange={text('title')} />
          <Textarea label={t('admin.announcementBody')} name="body" required autosize minRows={3} maxRows={8} value={form.body} onChange={text('body')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('admin.link')} name="link" placeholder="https://" value={form.link} onChange={text('link')} />
            <TextInput label={t('admin.linkLabel')} name="linkLabel" value={form.linkLabel} onChange={text('linkLabel')} />
            <TextInput type="datetime-local" label={t('admin.starts')} name="startsAt" required value={form.startsAt} onChange={text('startsAt')} />
            <TextInput type="datetime-local" label={t('admin.ends')} name="endsAt" required value={form.endsAt} onChange={text('endsAt')} />
          </SimpleGrid>
          <Switch label={t('admin.showToHosts')} checked={form.isActive} onChange={(e) => setForm((f) => ({ ...f, isActive: e.currentTarget.checked }))} />
          <Button type="submit" loading={busy} data-testid="announcement-submit">
            {t('bo.save')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
