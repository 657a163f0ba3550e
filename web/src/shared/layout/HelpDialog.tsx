import { Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
// Modal's CSS is not in the first download (app/first-styles.ts).
import '../styles/rest-styles';
import { SupportPhones } from './SupportPhones';

/** The header question's answer: how to start, and the support lines. Loaded when first opened. */
export function HelpDialog({ phones, onClose }: { phones: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('header.question')}>
      <Text size="sm">{t('header.helpText')}</Text>
      <Group mt="md">
        <SupportPhones phones={phones} as="link" />
      </Group>
    </Modal>
  );
}
