import { Center, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** docs/roles-and-accounts.md#sign-in-protection: shown when the server refuses this address after failed sign-ins. */
export const BLOCKED_TEXT =
  'Access Blocked - Your IP has been blocked due to too many failed attempts. Contact support if you think this is an error.';

/** The English words are BLOCKED_TEXT's (en.json); Amharic readers get am.json's. */
export function BlockedPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" bg="red.0">
      <Paper p="xl" radius="md" withBorder maw={480}>
        <Title order={2} c="red.8">
          {t('blocked.title')}
        </Title>
        <Text mt="sm" data-testid="blocked-text">
          {t('blocked.text')}
        </Text>
      </Paper>
    </Center>
  );
}
