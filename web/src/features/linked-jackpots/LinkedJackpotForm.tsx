import {
  LINKED_JACKPOT_NAME_MAX_LENGTH,
  linkedJackpotProblem,
  MAX_JACKPOT_CALL_LIMIT,
  MIN_JACKPOT_CALL_LIMIT,
} from '@bingo/core';
import { Alert, Button, Group, Modal, MultiSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { percentOf, shareOf } from '../../hosts/settings-form';
import { errorMessage } from '../../shared/api-errors';
import { showToast } from '../../shared/toast/show-toast';
import { type LinkedJackpot, useCreateLinkedJackpot, useUpdateLinkedJackpot } from './operations';
import { refusalReason } from './refusal';

/**
 * A new linked jackpot, or an existing one's settings and halls (docs/games-and-money.md#linked-jackpot).
 * Core's rules are checked before sending; a refusal is worded from its code.
 */
export function LinkedJackpotForm({
  pool,
  halls,
  onClose,
}: {
  pool: LinkedJackpot | null;
  halls: readonly { id: string; username: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(pool?.name ?? '');
  const [percent, setPercent] = useState<number | string>(pool ? percentOf(pool.accrualShare) : 10);
  const [callLimit, setCallLimit] = useState<number | string>(pool?.callLimit ?? 50);
  const [hostIds, setHostIds] = useState<string[]>(pool?.halls.map((h) => h.hostId) ?? []);
  const [refused, setRefused] = useState<string | null>(null);
  const [create, created] = useCreateLinkedJackpot();
  const [update, updated] = useUpdateLinkedJackpot();
  const input = { name, accrualShare: shareOf(percent), callLimit: Number(callLimit), hostIds };
  const problem = linkedJackpotProblem(input, pool === null);

  const submit = async () => {
    setRefused(null);
    try {
      if (pool) await update({ variables: { input: { ...input, id: pool.id } } });
      else await create({ variables: { input } });
      showToast('success', t('lj.saved'));
      onClose();
    } catch (e) {
      const reason = refusalReason(e);
      setRefused(reason ? t(`lj.problem.${reason}`) : errorMessage(e));
    }
  };

  return (
    <Modal opened onClose={onClose} title={pool ? t('lj.edit') : t('lj.new')} size="lg">
      <Stack data-testid="linked-jackpot-form">
        <TextInput
          label={t('lj.name')}
          value={name}
          maxLength={LINKED_JACKPOT_NAME_MAX_LENGTH}
          onChange={(e) => setName(e.currentTarget.value)}
          data-testid="lj-name"
        />
        <NumberInput
          label={t('lj.share')}
          description={t('lj.shareHelp')}
          value={percent}
          onChange={setPercent}
          min={0}
          max={100}
          decimalScale={2}
          data-testid="lj-share"
        />
        <NumberInput
          label={t('lj.callLimit')}
          description={t('lj.callLimitHelp')}
          value={callLimit}
          onChange={setCallLimit}
          min={MIN_JACKPOT_CALL_LIMIT}
          max={MAX_JACKPOT_CALL_LIMIT}
          allowDecimal={false}
          data-testid="lj-call-limit"
        />
        <MultiSelect
          label={t('lj.halls')}
          description={t('lj.hallsHelp')}
          data={halls.map((h) => ({ value: h.id, label: h.username }))}
          value={hostIds}
          onChange={setHostIds}
          searchable
          comboboxProps={{ withinPortal: true }}
          data-testid="lj-halls"
        />
        {problem && <Alert color="yellow">{t(`lj.problem.${problem}`)}</Alert>}
        {refused && (
          <Alert color="red" data-testid="lj-refused">
            {refused}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('lj.cancel')}
          </Button>
          <Button
            onClick={() => void submit()}
            disabled={problem !== null}
            loading={created.loading || updated.loading}
            data-testid="lj-save"
          >
            {t('lj.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
