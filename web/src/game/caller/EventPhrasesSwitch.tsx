import '../../shared/i18n/pwa.i18n';
import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useEventPhrasesSwitch } from '../voices/event-phrases';

/** The caller's switch for the event phrases (docs/screens.md#caller-rules): on by default. */
export function EventPhrasesSwitch({ phrases }: { phrases: ReturnType<typeof useEventPhrasesSwitch> }) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={phrases.on}
      onChange={(e) => phrases.set(e.currentTarget.checked)}
      label={t('pwa.eventPhrases.label')}
      description={t('pwa.eventPhrases.hint')}
      data-testid="event-phrases"
    />
  );
}
