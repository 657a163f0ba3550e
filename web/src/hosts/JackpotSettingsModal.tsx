import '../shared/i18n/settings.i18n';
import { jackpotSettingsRefusal, MAX_JACKPOT_CALL_LIMIT, MIN_JACKPOT_CALL_LIMIT } from '@bingo/core';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, refusalMessage } from '../shared/api-errors';
import '../shared/i18n/safeactions.i18n';
import { useConfirm } from '../shared/layout/useConfirm';
import { formatBirr } from '../shared/money-format';
import { saveAndClose } from './save-and-close';
import { HostJackpotDocument, useUpdateJackpotSettings } from './settings.operations';
import { percentOf, shareOf } from './settings-form';

/**
 * A host's jackpot (docs/games-and-money.md#jackpot): on/off, the share of each regular game's
 * profit (entered in percent), the call limit, and the pool as it stands. Owners and the super admin.
 * Save asks first and lists each setting that changes, old → new.
 */
export function JackpotSettingsModal({
  host,
  onClose,
}: {
  host: { id: string; username: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, error } = useQuery(HostJackpotDocument, {
    variables: { hostId: host.id },
    fetchPolicy: 'network-only',
  });
  const [save, { loading }] = useUpdateJackpotSettings();
  const pool = data?.jackpotPool;
  const [enabled, setEnabled] = useState(false);
  const [percent, setPercent] = useState<number | string>(0);
  const [callLimit, setCallLimit] = useState<number | string>(50);
  useEffect(() => {
    if (!pool) return;
    setEnabled(pool.enabled);
    setPercent(percentOf(pool.accrualShare));
    setCallLimit(pool.callLimit);
  }, [pool]);

  const input = { hostId: host.id, enabled, accrualShare: shareOf(percent), callLimit: Number(callLimit) };
  // The server's own rule, worded in the screen's language before any request.
  const refusal = pool ? jackpotSettingsRefusal(input) : null;
  const problem = refusal && refusalMessage(refusal);

  const { ask, dialog } = useConfirm('jackpot-confirm');
  const onOff = (on: boolean) => t(on ? 'safe.jackpot.on' : 'safe.jackpot.off');
  const changes = pool
    ? [
        pool.enabled !== enabled && t('safe.jackpot.enabled', { from: onOff(pool.enabled), to: onOff(enabled) }),
        pool.accrualShare !== input.accrualShare &&
          t('safe.jackpot.share', {
            from: `${percentOf(pool.accrualShare)}%`,
            to: `${percentOf(input.accrualShare)}%`,
          }),
        pool.callLimit !== input.callLimit &&
          t('safe.jackpot.callLimit', { from: pool.callLimit, to: input.callLimit }),
      ].filter((c): c is string => typeof c === 'string')
    : [];
  const confirmSave = () =>
    changes.length === 0
      ? onClose()
      : ask({
          title: t('safe.jackpot.title', { name: host.username }),
          text: `${t('safe.jackpot.intro')} ${changes.join('; ')}.`,
          confirmLabel: t('safe.jackpot.confirm'),
          color: 'blue',
          onConfirm: submit,
        });

  const submit = () =>
    saveAndClose(
      () => save({ variables: { input } }),
      { ok: t('settings.jackpot.saved'), failed: t('settings.jackpot.failed') },
      onClose,
    );

  return (
    <Modal opened onClose={onClose} title={`${t('settings.jackpot.title')} · ${host.username}`}>
      {error && <Alert color="red">{errorMessage(error)}</Alert>}
      {!pool && !error && <Loader size="sm" />}
      {pool && (
        <Stack data-testid="jackpot-settings">
          <Text data-testid="jackpot-pool">
            {t('settings.jackpot.pool')}: <b>{formatBirr(pool.amount)}</b>
          </Text>
          <Switch
            label={t('settings.jackpot.enabled')}
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
            data-testid="jackpot-enabled"
          />
          <NumberInput
            label={t('settings.jackpot.share')}
            description={t('settings.jackpot.shareHelp')}
            value={percent}
            onChange={setPercent}
            min={0}
            max={100}
            decimalScale={2}
            name="jackpotShare"
            data-testid="jackpot-share"
          />
          <NumberInput
            label={t('settings.jackpot.callLimit')}
            description={t('settings.jackpot.callLimitHelp')}
            value={callLimit}
            onChange={setCallLimit}
            min={MIN_JACKPOT_CALL_LIMIT}
            max={MAX_JACKPOT_CALL_LIMIT}
            allowDecimal={false}
            name="jackpotCallLimit"
            data-testid="jackpot-call-limit"
          />
          {problem && (
            <Text c="red" size="sm" data-testid="jackpot-problem">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('settings.cancel')}
            </Button>
            <Button onClick={confirmSave} loading={loading} disabled={!!problem} data-testid="jackpot-save">
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      )}
      {dialog}
    </Modal>
  );
}
