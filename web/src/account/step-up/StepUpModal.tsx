import '../../shared/i18n/backoffice.i18n';
import '../../shared/i18n/twofactor.i18n';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessage } from '../../shared/api-errors';
import { getUsername } from '../session/session';
import { useStepUp } from './operations';
import { finishStepUp, setStepUpToken, stepUpStore } from './step-up-store';

/** The one password prompt of every sensitive screen (mounted once by the back-office layout). */
export function StepUpModal() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(stepUpStore.subscribe, stepUpStore.isPrompting);
  const form = useForm({ mode: 'controlled', initialValues: { password: '', code: '' } });
  const [error, setError] = useState<string | null>(null);
  // Accounts with two-factor sign-in give their one-time code too (asked once the server says so).
  const [needsCode, setNeedsCode] = useState(false);
  const [stepUp, { loading }] = useStepUp();

  async function onSubmit({ password, code }: typeof form.values) {
    if (!password || loading) return;
    try {
      const input = needsCode && code.trim() ? { password, code: code.trim() } : { password };
      const { data } = await stepUp({ variables: { input } });
      if (!data) throw new Error('no answer');
      setStepUpToken(data.stepUp.stepUpToken, data.stepUp.expiresAt);
      form.reset();
      setError(null);
      finishStepUp(true);
    } catch (e) {
      // A wrong password answers STEP_UP_REQUIRED (the prompt stays open); a missing or wrong code
      // TWO_FACTOR_REQUIRED; other failures show the server's message.
      const code = errorCode(e);
      if (code === 'TWO_FACTOR_REQUIRED') {
        setError(needsCode ? t('twoFactor.invalidCode') : null);
        setNeedsCode(true);
        form.setFieldValue('code', '');
        return;
      }
      setError(code === 'STEP_UP_REQUIRED' ? t('stepUp.invalid') : errorMessage(e));
    }
  }

  function cancel() {
    form.reset();
    setError(null);
    setNeedsCode(false);
    finishStepUp(false);
  }

  return (
    <Modal opened={open} onClose={cancel} title={t('stepUp.title')} centered zIndex={400}>
      <form onSubmit={form.onSubmit(onSubmit)} data-testid="step-up-form">
        <Stack>
          <Text size="sm">{t('stepUp.explain', { username: (getUsername() ?? '').toUpperCase() })}</Text>
          {error && <Alert color="red">{error}</Alert>}
          <PasswordInput
            label={t('login.password')}
            name="stepUpPassword"
            autoFocus
            {...form.getInputProps('password')}
            data-testid="step-up-password"
          />
          {needsCode && (
            <TextInput
              label={t('twoFactor.codeLabel')}
              description={t('twoFactor.codeHint')}
              name="stepUpCode"
              autoComplete="one-time-code"
              autoFocus
              {...form.getInputProps('code')}
              data-testid="step-up-code"
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={loading} data-testid="step-up-submit">
              {t('stepUp.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
