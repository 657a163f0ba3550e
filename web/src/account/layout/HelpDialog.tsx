import { dialablePhone } from '@bingo/core';
import { Anchor, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
// Modal's CSS is not in the first download (app/first-styles.ts).
import '../../shared/styles/rest-styles';

/**
 * The header question's answer: how to start, and the support lines. Only the contacts the hall
 * has: with no phone set, no "For help call:" left hanging. Loaded when first opened.
 */
export function HelpDialog({ phones, onClose }: { phones: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('header.question')}>
      <Text size="sm">{t('header.helpText')}</Text>
      {phones.length > 0 && (
        <>
          <Text size="sm" mt="sm" data-testid="help-call">
            {t('header.helpCall')}
          </Text>
          <Group mt="xs">
            {phones.map((phone) => (
              <Anchor key={phone} href={`tel:${dialablePhone(phone)}`}>
                {phone}
              </Anchor>
            ))}
          </Group>
        </>
      )}
    </Modal>
  );
}
