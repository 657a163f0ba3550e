import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetCallerLanguage } from './operations';

/**
 * Tells the server the language this caller runs in, when the caller opens and whenever the
 * operator switches it, so the host's paired room displays speak it too (docs/screens.md#room-display).
 * A failure changes nothing on the caller: the displays keep their language until the next switch.
 */
export function useTellDisplaysLanguage(): void {
  const { i18n } = useTranslation();
  const [setCallerLanguage] = useSetCallerLanguage();
  const language = i18n.language === 'am' ? 'am' : 'en';
  useEffect(() => {
    void setCallerLanguage({ variables: { input: { language } } }).catch(() => undefined);
  }, [language, setCallerLanguage]);
}
