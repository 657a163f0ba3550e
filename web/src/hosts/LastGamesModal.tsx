import '../shared/i18n/backoffice.i18n';
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Center, Group, Loader, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../shared/api-errors';
import { GamesTable } from '../game/history/GamesTable';
import { HostLastGamesDocument } from './operations';
import { ExportMenu } from '../account/export/ExportMenu';

/** Last games of one host (owners: 50; super admin: 10) or of everyone in scope. */
export function LastGamesModal({
  hostId,
  title,
  limit,
  onClose,
}: {
  hostId?: string;
  title: string;
  limit: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(HostLastGamesDocument, {
    variables: { hostId, limit },
    fetchPolicy: 'network-only',
  });
  return (
    // Wide enough at 1366 px for every column up to Verify and Replay; narrower screens scroll the box.
    <Modal opened onClose={onClose} title={title} size={1180}>
      {loading && (
        <Center>
          <Loader />
        </Center>
      )}
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {data &&
        (data.lastGames.length ? (
          <>
            {/* The file holds every game of the list's scope, not only the last ones shown. */}
            <Group justify="flex-end" mb="xs">
              <ExportMenu path="/admin/myGames" filters={{ hostId }} name="games" />
            </Group>
            <Box style={{ overflowX: 'auto' }} data-scroll-box>
              <GamesTable games={data.lastGames} recall />
            </Box>
          </>
        ) : (
          <Text c="dimmed">{t('bo.none')}</Text>
        ))}
    </Modal>
  );
}
