import '../../shared/i18n/verifylink.i18n';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Opens a game's public verification page (/verify/<id>, docs/fairness.md#verifying) in a new tab:
 * it is a page of its own outside the app, the same one players open from the room display.
 */
export function VerifyLink({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={`/verify/${gameId}`}
      target="_blank"
      rel="noopener"
      title={t('verifyLink.title')}
      data-testid="verify-link"
    >
      {t('verifyLink.open')}
    </Anchor>
  );
}
