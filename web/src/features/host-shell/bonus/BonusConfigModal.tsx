import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Chip,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusWrite } from './bonus-call';
import { configProblems, TRIGGER_TYPES, type BonusConfigForm, type Num } from './bonus-rules';
import { applyPreset, configInput, configToForm, emptyConfigForm, toNum } from './bonus-form';
import type { BonusConfigRow } from './operations';
import { FormButtons, GameTypeSelect, TypeAndValue } from './BonusFields';
import { problemErrors } from './form-errors';
import { BonusPresetsDocument, useCreateBonusConfig, useUpdateBonusConfig } from './operations';

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** Create or edit a bonus configuration: the seed's form, checked here first, then by the server. */
export function BonusConfigModal({ config, onClose }: { config: BonusConfigRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [initial] = useState(() => (config ? configToForm(config) : emptyConfigForm(new Date())));
  // The rules' messages show from the first save on, then follow every change.
  const tried = useRef(false);
  const $form = useForm<BonusConfigForm>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) =>
      problemErrors(
        configProblems(values, new Date(), values.endDateTime !== initial.endDateTime || config === null),
        t,
      ),
    onValuesChange: () => {
      if (tried.current) $form.validate();
    },
  });
  const form = $form.values;
  const [serverError, setServerError] = useState<string | null>(null);
  const presets = useQuery(BonusPresetsDocument, { skip: config !== null });
  const [create, { loading: creating }] = useCreateBonusConfig();
  const [update, { loading: updating }] = useUpdateBonusConfig();
  const set = (patch: Partial<BonusConfigForm>) => $form.setValues(patch);
  const err = (field: keyof BonusConfigForm) => $form.errors[field] as string | undefined;
  const numberProps = (field: keyof BonusConfigForm) => ({
    value: form[field] as Num,
    onChange: (v: string | number) => set({ [field]: toNum(v) }),
    error: err(field),
    name: field,
  });
  const lang = i18n.language === 'am' ? 'am-ET' : 'en-US';
  const weekday = (d: number) =>
    new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, 15 + d, 12)),
    );
  const activePresets = (presets.data?.bonusPresets ?? []).filter((p) => p.isActive);
  const needsTriggerValue =
    form.triggerType === 'games-count' || form.triggerType === 'bet-amount' || form.triggerType === 'profit-threshold';
  const pool = form.triggerType === 'bonus-pool';

  async function onSubmit(valid: BonusConfigForm) {
    tried.current = true;
    const input = configInput(valid);
    const texts = { ok: t(config ? 'hs.bonus.updated' : 'hs.bonus.created'), failed: t('hs.bonus.failed') };
    const failure = await bonusWrite(
      () => (config ? update({ variables: { id: config.id, input } }) : create({ variables: { input } })),
      texts,
    );
    if (failure === null) onClose();
    else setServerError(failure || null);
  }

  return (
    <Modal opened onClose={onClose} title={t(config ? 'hs.bonus.editTitle' : 'hs.bonus.newTitle')} size="xl">
      <form
        onSubmit={$form.onSubmit(onSubmit, () => {
          tried.current = true;
        })}
        noValidate
        data-testid="bonus-form"
      >
        <Stack gap="sm">
          {serverError && (
            <Alert color="red" data-testid="bonus-server-error">
              {serverError}
            </Alert>
          )}
          {!config && activePresets.length > 0 && (
            <NativeSelect
              label={t('hs.bonus.fromPreset')}
              name="preset"
              value={form.presetId ?? ''}
              data={[
                { value: '', label: t('hs.bonus.noPreset') },
                ...activePresets.map((p) => ({ value: p.id, label: p.name })),
              ]}
              onChange={(e) => {
                const preset = activePresets.find((p) => p.id === e.currentTarget.value);
                $form.setValues(preset ? applyPreset($form.getValues(), preset) : { presetId: null });
              }}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('hs.bonus.name')}
              name="name"
              required
              value={form.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={err('name')}
            />
            <GameTypeSelect name="gameType" value={form.gameType} onChange={(gameType) => set({ gameType })} />
            <TypeAndValue
              typeName="bonusType"
              bonusType={form.bonusType}
              onType={(bonusType) => set({ bonusType })}
              typeError={err('bonusType')}
              value={numberProps('bonusValue')}
            />
            <TextInput
              type="datetime-local"
              label={t('hs.bonus.start')}
              description={t('hs.bonus.addisTime')}
              name="startDateTime"
              required
              value={form.startDateTime}
              onChange={(e) => set({ startDateTime: e.currentTarget.value })}
              error={err('startDateTime')}
            />
            <TextInput
              type="datetime-local"
              label={t('hs.bonus.end')}
              description={t('hs.bonus.addisTime')}
              name="endDateTime"
              required
              value={form.endDateTime}
              onChange={(e) => set({ endDateTime: e.currentTarget.value })}
              error={err('endDateTime')}
            />
            <NativeSelect
              label={t('hs.bonus.triggerType')}
              name="triggerType"
              value={form.triggerType}
              data={TRIGGER_TYPES.map((tr) => ({ value: tr, label: t(`hs.bonus.trigger.${tr}`) }))}
              onChange={(e) => set({ triggerType: e.currentTarget.value as BonusConfigForm['triggerType'] })}
            />
            {needsTriggerValue && (
              <NumberInput
                label={t('hs.bonus.triggerValue')}
                description={t(`hs.bonus.triggerHint.${form.triggerType}`)}
                required
                min={0}
                allowNegative={false}
                {...numberProps('triggerValue')}
              />
            )}
            {pool && (
              <NumberInput
                label={t('hs.bonus.bonusPool')}
                required
                min={0}
                allowNegative={false}
                {...numberProps('bonusPool')}
              />
            )}
            <NumberInput
              label={t('hs.bonus.minBonusAmount')}
              required={pool}
              min={0}
              allowNegative={false}
              {...numberProps('minBonusAmount')}
            />
            <NumberInput
              label={t('hs.bonus.maxBonusAmount')}
              required={pool}
              min={0}
              allowNegative={false}
              {...numberProps('maxBonusAmount')}
            />
            <NumberInput
              label={t('hs.bonus.dailyBonusLimit')}
              min={0}
              allowNegative={false}
              {...numberProps('dailyBonusLimit')}
            />
            <NumberInput
              label={t('hs.bonus.minPlayers')}
              min={0}
              allowNegative={false}
              allowDecimal={false}
              {...numberProps('minPlayers')}
            />
          </SimpleGrid>
          <Textarea
            label={t('hs.bonus.description')}
            name="description"
            autosize
            minRows={1}
            value={form.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            error={err('description')}
          />
          <Text size="sm" fw={500}>
            {t('hs.bonus.days')}{' '}
            <Text span size="xs" c="dimmed">
              ({t('hs.bonus.everyDay')})
            </Text>
          </Text>
          <Chip.Group
            multiple
            value={form.selectedDays.map(String)}
            onChange={(v) => set({ selectedDays: v.map(Number) })}
          >
            <Group gap={4}>
              {WEEKDAYS.map((d) => (
                <Chip key={d} value={String(d)} size="xs">
                  {weekday(d)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="sm" fw={500}>
            {t('hs.bonus.timeSlots')}{' '}
            <Text span size="xs" c="dimmed">
              ({t('hs.bonus.allDay')})
            </Text>
          </Text>
          <Chip.Group
            multiple
            value={form.selectedTimeSlots}
            onChange={(v) => set({ selectedTimeSlots: [...v].sort() })}
          >
            <Group gap={4}>
              {HOURS.map((h) => (
                <Chip key={h} value={h} size="xs">
                  {h}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Switch
            label={t('hs.bonus.isActive')}
            checked={form.isActive}
            onChange={(e) => set({ isActive: e.currentTarget.checked })}
          />
          <FormButtons onClose={onClose} loading={creating || updating} testId="bonus-save" />
        </Stack>
      </form>
    </Modal>
  );
}
