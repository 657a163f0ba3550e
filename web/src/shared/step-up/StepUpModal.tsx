import '../i18n/backoffice';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessage } from '../errors';
import { getUsername } from '../session/session';
import { useStepUp } from './operations';
import { finishStepUp, setStepUpToken, stepUpStore } from './step-up-store';

/** The one password prompt of every sensitive screen (mounted once by the back-office layout). */
export function StepUpModal() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(stepUpStore.subscribe, stepUpStore.isPrompting);
  const form = useForm({ mode: 'controlled', initialValues: { password: '' } });
  const [error, setError] = useState<string | null>(null);
  const [stepUp, { loading }] = useStepUp();

  async function onSubmit({ password }: typeof form.values) {
    if (!password || loading) return;
    try {
      const { data } = await stepUp({ variables: { input: { password } } });
      if (!data) throw new Error('no answer');
      setStepUpToken(data.stepUp.stepUpToken, data.stepUp.expiresAt);
      form.reset();
      setError(null);
      finishStepUp(true);
    } catch (e) {
      // A wrong password answers STEP_UP_REQUIRED (the prompt stays open); other failures show the server's message.
      setError(errorCode(e) === 'STEP_UP_REQUIRED' ? t('stepUp.invalid') : errorMessage(e));
    }
  }

  function cancel() {
    form.reset();
    setError(null);
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
