import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { setLanguage } from '../../shared/i18n';
import { clearSession } from '../session/session';
import { clearStepUpToken } from '../step-up/step-up-store';

const LANGUAGES = [
  { lang: 'en', label: 'EN' },
  { lang: 'am', label: 'አማ' },
] as const;

/** EN / አማ: turns the whole UI (operator and back-office headers alike). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.language === 'am' ? 'am' : 'en';
  return (
    <Button.Group aria-label={t('header.language')} data-testid="language-switch">
      {LANGUAGES.map(({ lang, label }) => (
        <Button
          key={lang}
          size="xs"
          variant={active === lang ? 'filled' : 'default'}
          onClick={() => setLanguage(lang)}
          aria-pressed={active === lang}
        >
          {label}
        </Button>
      ))}
    </Button.Group>
  );
}

/**
 * Signs out on this device: the session and any step-up token (kept in memory, so without this
 * the next account signing in on the same page would inherit it), then /login.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      size="xs"
      variant="default"
      onClick={() => {
        clearStepUpToken();
        clearSession();
        void navigate('/login', { replace: true });
      }}
    >
      {t('header.signOut')}
    </Button>
  );
}
