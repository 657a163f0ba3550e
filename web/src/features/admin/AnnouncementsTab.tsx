import { addisMinuteKey } from '@bingo/core';
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementsQuery } from '../../gql/graphql';
import { errorMessage } from '../../shared/api-errors';
import { showToast } from '../../shared/toast/show-toast';
import { dateTime } from '../../shared/dates';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { announcementState, blankAnnouncement, toAnnouncementInput, type AnnouncementForm } from './announcement-rules';
import { AnnouncementModal } from './AnnouncementModal';
import { AnnouncementsDocument, useCreateAnnouncement, useUpdateAnnouncement } from './operations';

type Announcement = AnnouncementsQuery['announcements'][number];

const STATE_COLOR = { live: 'green', scheduled: 'blue', ended: 'gray', off: 'gray' } as const;

/** The promotional overlay hosts see: list, create, edit, switch on and off (the server validates every field). */
export function AnnouncementsTab() {
  const { t, i18n } = useTranslation();
  const list = useQuery(AnnouncementsDocument, { fetchPolicy: 'network-only' });
  const [create, { loading: creating }] = useCreateAnnouncement();
  const [update, { loading: updating }] = useUpdateAnnouncement();
  const [open, setOpen] = useState<{ editing?: Announcement } | null>(null);

  // Answers the server's message for the form to show, or null when saved.
  async function save(form: AnnouncementForm): Promise<string | null> {
    try {
      const input = toAnnouncementInput(form);
      if (open?.editing) await update({ variables: { id: open.editing.id, input } });
      else await create({ variables: { input } });
      showToast('success', t('admin.announcementSaved'));
      setOpen(null);
      await list.refetch();
      return null;
    } catch (e) {
      return errorMessage(e);
    }
  }

  async function toggle(a: Announcement) {
    try {
      // The API takes the whole announcement: send it back as it is, only switched.
      await update({
        variables: {
          id: a.id,
          input: {
            title: a.title,
            body: a.body,
            link: a.link,
            linkLabel: a.linkLabel,
            startsAt: a.startsAt,
            endsAt: a.endsAt,
            isActive: !a.isActive,
          },
        },
      });
      await list.refetch();
    } catch (e) {
      showToast('error', errorMessage(e));
    }
  }

  const formOf = (a: Announcement): AnnouncementForm => ({
    title: a.title,
    body: a.body,
    link: a.link ?? '',
    linkLabel: a.linkLabel ?? '',
    startsAt: addisMinuteKey(new Date(a.startsAt)),
    endsAt: addisMinuteKey(new Date(a.endsAt)),
    isActive: a.isActive,
  });
  const rows = list.data?.announcements ?? [];

  return (
    <>
      <Group mb="md">
        <Button onClick={() => setOpen({})} data-testid="new-announcement">
          {t('admin.newAnnouncement')}
        </Button>
      </Group>
      {list.error && <Alert color="red">{errorMessage(list.error)}</Alert>}
      <ScrollTable testId="announcements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.announcementTitle')}</Table.Th>
            <Table.Th>{t('admin.period')}</Table.Th>
            <Table.Th>{t('bo.status')}</Table.Th>
            <Table.Th>{t('admin.active')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => {
            const state = announcementState(a);
            return (
              <Table.Tr key={a.id} data-testid="announcement-row">
                <Table.Td miw={220} maw={420} style={{ whiteSpace: 'normal' }}>
                  <Text fw={600}>{a.title}</Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {a.body}
                  </Text>
                  {a.link && (
                    <Text size="xs" c="blue">
                      {a.linkLabel ? `${a.linkLabel} · ` : ''}
                      {a.link}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {dateTime(a.startsAt, i18n.language)} – {dateTime(a.endsAt, i18n.language)}
                </Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOR[state]} variant="light" data-testid="announcement-state">
                    {t(`admin.announcementState.${state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={a.isActive}
                    disabled={updating}
                    aria-label={t('admin.active')}
                    onChange={() => void toggle(a)}
                    data-testid="announcement-toggle"
                  />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setOpen({ editing: a })}
                    data-testid="announcement-edit"
                  >
                    {t('bo.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ScrollTable>
      {list.data && rows.length === 0 && (
        <Text c="dimmed" p="md">
          {t('bo.none')}
        </Text>
      )}
      {open && (
        <AnnouncementModal
          initial={open.editing ? formOf(open.editing) : blankAnnouncement()}
          editing={!!open.editing}
          busy={creating || updating}
          onSubmit={save}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
