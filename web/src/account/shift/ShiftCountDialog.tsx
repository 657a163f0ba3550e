import { TILL_DENOMINATIONS_BIRR } from '@bingo/core';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/i18n/shift.i18n';
import { formatBirr } from '../../shared/money-format';
import { countLines, emptyCount, fieldsSantim, wholeOnly, type CountFields } from './denomination-count';
import type { DenominationCount } from '@bingo/core';

interface Props {
  mode: 'open' | 'close';
  /** Closing: the drawer's expected santim, to show the difference live. */
  expectedSantim?: number;
  busy: boolean;
  /** The refusal to show, already in the screen's language. */
  error: string | null;
  onSubmit: (counts: DenominationCount[], note: string) => void;
  onClose: () => void;
}

const signed = (santim: number) => (santim > 0 ? `+${formatBirr(santim)}` : formatBirr(santim));

/** The drawer counted by denomination (one whole-number field each), the total live. */
export function ShiftCountDialog({ mode, expectedSantim = 0, busy, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<CountFields>(emptyCount);
  const [note, setNote] = useState('');
  const total = fieldsSantim(fields);
  const closing = mode === 'close';

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(closing ? 'shift.closeTitle' : 'shift.openTitle')}
      size="lg"
      data-testid={`shift-${mode}-dialog`}
    >
      <Stack gap="sm">
        <SimpleGrid cols={3} spacing="sm">
          {TILL_DENOMINATIONS_BIRR.map((birr) => (
            <TextInput
              key={birr}
              label={t('shift.denomination', { birr })}
              name={`count-${birr}`}
              inputMode="numeric"
              value={fields[birr]}
              placeholder="0"
              onChange={(e) => {
                const value = wholeOnly(e.currentTarget.value);
                setFields((f) => ({ ...f, [birr]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <Text fw={600}>{t(closing ? 'shift.counted' : 'shift.total')}</Text>
          <Text fw={700} data-testid="shift-count-total">
            {formatBirr(total)}
          </Text>
        </Group>
        {closing && (
          <>
            <Group justify="space-between">
              <Text>{t('shift.expected')}</Text>
              <Text data-testid="shift-expected">{formatBirr(expectedSantim)}</Text>
            </Group>
            <Group justify="space-between">
              <Text>{t('shift.difference')}</Text>
              <Text fw={700} c={total === expectedSantim ? undefined : 'red'} data-testid="shift-difference">
                {signed(total - expectedSantim)}
              </Text>
            </Group>
            <Textarea
              label={t('shift.note')}
              description={t('shift.noteHint')}
              name="note"
              value={note}
              maxLength={500}
              autosize
              minRows={2}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
          </>
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="shift-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('shift.cancel')}
          </Button>
          <Button loading={busy} onClick={() => onSubmit(countLines(fields), note.trim())} data-testid="shift-confirm">
            {t(closing ? 'shift.confirmClose' : 'shift.confirmOpen')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
