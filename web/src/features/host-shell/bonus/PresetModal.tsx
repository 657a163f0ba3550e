import { Alert, Modal, NativeSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusWrite } from './bonus-call';
import { PRESET_CATEGORIES, presetProblems, type Num, type PresetForm } from './bonus-rules';
import { presetInput, presetToForm, toNum } from './bonus-form';
import { FormButtons, GameTypeSelect, TypeAndValue } from './BonusFields';
import { problemErrors } from './form-errors';
import type { PresetRow } from './operations';
import { useCreateBonusPreset, useUpdateBonusPreset } from './operations';

/** Create or edit one of the host's own presets (docs/games-and-money.md#bonuses, preset form). */
export function PresetModal({ preset, onClose }: { preset: PresetRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The rules' messages show from the first save on, then follow every change.
  const tried = useRef(false);
  const form = useForm<PresetForm>({
    mode: 'controlled',
    initialValues: presetToForm(preset),
    validate: (values) => problemErrors(presetProblems(values), t),
    onValuesChange: () => {
      if (tried.current) form.validate();
    },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, { loading: creating }] = useCreateBonusPreset();
  const [update, { loading: updating }] = useUpdateBonusPreset();
  const values = form.values;
  const set = (patch: Partial<PresetForm>) => form.setValues(patch);
  const err = (field: keyof PresetForm) => form.errors[field] as string | undefined;
  const numberProps = (field: keyof PresetForm) => ({
    name: field,
    value: values[field] as Num,
    onChange: (v: string | number) => set({ [field]: toNum(v) }),
    error: err(field),
  });

  async function onSubmit(valid: PresetForm) {
    tried.current = true;
    const input = presetInput(valid);
    const texts = {
      ok: t(preset ? 'hs.bonus.presets.updated' : 'hs.bonus.presets.created'),
      failed: t('hs.bonus.presets.saveFailed'),
    };
    const failure = await bonusWrite(
      () => (preset ? update({ variables: { id: preset.id, input } }) : create({ variables: { input } })),
      texts,
    );
    if (failure === null) onClose();
    else setServerError(failure || null);
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(preset ? 'hs.bonus.presets.editTitle' : 'hs.bonus.presets.newTitle')}
      size="lg"
    >
      <form
        onSubmit={form.onSubmit(onSubmit, () => {
          tried.current = true;
        })}
        noValidate
        data-testid="preset-form"
      >
        <Stack gap="sm">
          {serverError && <Alert color="red">{serverError}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('hs.bonus.name')}
              name="presetName"
              required
              value={values.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={err('name')}
            />
            <NativeSelect
              label={t('hs.bonus.presets.category')}
              name="presetCategory"
              required
              value={values.presetCategory}
              data={PRESET_CATEGORIES.map((c) => ({ value: c, label: t(`hs.bonus.presets.categories.${c}`) }))}
              onChange={(e) => set({ presetCategory: e.currentTarget.value })}
              error={err('presetCategory')}
            />
            <TypeAndValue
              typeName="presetBonusType"
              bonusType={values.bonusType}
              onType={(bonusType) => set({ bonusType })}
              typeError={err('bonusType')}
              value={numberProps('bonusValue')}
            />
            <GameTypeSelect name="presetGameType" value={values.gameType} onChange={(gameType) => set({ gameType })} />
            <NumberInput
              label={t('hs.bonus.minPlayers')}
              required
              min={0}
              allowNegative={false}
              allowDecimal={false}
              {...numberProps('minPlayers')}
            />
            <NumberInput
              label={t('hs.bonus.maxBonusAmount')}
              min={0}
              allowNegative={false}
              {...numberProps('maxBonusAmount')}
            />
            <NumberInput
              label={t('hs.bonus.presets.priority')}
              min={0}
              max={100}
              allowNegative={false}
              allowDecimal={false}
              {...numberProps('presetPriority')}
            />
          </SimpleGrid>
          <Textarea
            label={t('hs.bonus.description')}
            name="presetDescription"
            autosize
            minRows={1}
            value={values.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            error={err('description')}
          />
          <FormButtons onClose={onClose} loading={creating || updating} testId="preset-save" />
        </Stack>
      </form>
    </Modal>
  );
}
