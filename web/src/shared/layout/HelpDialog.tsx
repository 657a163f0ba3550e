import { Anchor, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
// Modal's CSS is not in the first download (app/first-styles.ts).
import '../styles/rest-styles';
import { SUPPORT_PHONES } from './support-phones';

/** The header question's answer: how to start, and the support lines. Loaded when first opened. */
export function HelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('header.question')}>
      <Text size="sm">{t('header.helpText')}</Text>
      <Group mt="md">
        {SUPPORT_PHONES.map((phone) => (
          <Anchor key={phone} href={`tel:${phone.replace(/\s/g, '')}`}>
            {phone}
          </Anchor>
        ))}
      </Group>
    </Modal>
  );
}
