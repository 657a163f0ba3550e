import { Alert, Modal, NativeSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusWrite } from './bonus-call';
import { PRESET_CATEGORIES, presetProblems, type Num, type PresetForm } from './bonus-rules';
import { presetInput, presetToForm, toNum } from './bonus-form';
import { FormButtons, GameTypeSelect, TypeAndValue } from './BonusFields';
import type { PresetRow } from './BonusPresets';
import { useCreateBonusPreset, useUpdateBonusPreset } from './operations';

/** Create or edit one of the host's own presets (seed 001 §5, preset form). */
export function PresetModal({ preset, onClose }: { preset: PresetRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PresetForm>(() => presetToForm(preset));
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, { loading: creating }] = useCreateBonusPreset();
  const [update, { loading: updating }] = useUpdateBonusPreset();
  const problems = presetProblems(form);
  const set = (patch: Partial<PresetForm>) => setForm((f) => ({ ...f, ...patch }));
  const err = (field: keyof PresetForm) => {
    const problem = tried ? problems[field] : undefined;
    return problem ? t(problem.key, problem.values ?? {}) : undefined;
  };
  const numberProps = (field: keyof PresetForm) => ({ name: field, value: form[field] as Num, onChange: (v: string | number) => set({ [field]: toNum(v) }), error: err(field) });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const input = presetInput(form);
    const texts = { ok: t(preset ? 'hs.bonus.presets.updated' : 'hs.bonus.presets.created'), failed: t('hs.bonus.presets.saveFailed') };
    const failure = await bonusWrite(() => (preset ? update({ variables: { id: preset.id, input } }) : create({ variables: { input } })), texts);
    if (failure === null) onClose();
    else setServerError(failure || null);
  }

  return (
    <Modal opened onClose={onClose} title={t(preset ? 'hs.bonus.presets.editTitle' : 'hs.bonus.presets.newTitle')} size="lg">
      <form onSubmit={onSubmit} noValidate data-testid="preset-form">
        <Stack gap="sm">
          {serverError && <Alert color="red">{serverError}</Alert>}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('hs.bonus.name')} name="presetName" required value={form.name} onChange={(e) => set({ name: e.currentTarget.value })} error={err('name')} />
            <NativeSelect
              label={t('hs.bonus.presets.category')}
              name="presetCategory"
              required
              value={form.presetCategory}
              data={PRESET_CATEGORIES.map((c) => ({ value: c, label: t(`hs.bonus.presets.categories.${c}`) }))}
              onChange={(e) => set({ presetCategory: e.currentTarget.value })}
              error={err('presetCategory')}
            />
            <TypeAndValue typeName="presetBonusType" bonusType={form.bonusType} onType={(bonusType) => set({ bonusType })} typeError={err('bonusType')} value={numberProps('bonusValue')} />
            <GameTypeSelect name="presetGameType" value={form.gameType} onChange={(gameType) => set({ gameType })} />
            <NumberInput label={t('hs.bonus.minPlayers')} required min={0} allowNegative={false} allowDecimal={false} {...numberProps('minPlayers')} />
            <NumberInput label={t('hs.bonus.maxBonusAmount')} min={0} allowNegative={false} {...numberProps('maxBonusAmount')} />
            <NumberInput label={t('hs.bonus.presets.priority')} min={0} max={100} allowNegative={false} allowDecimal={false} {...numberProps('presetPriority')} />
          </SimpleGrid>
          <Textarea label={t('hs.bonus.description')} name="presetDescription" autosize minRows={1} value={form.description} onChange={(e) => set({ description: e.currentTarget.value })} error={err('description')} />
          <FormButtons onClose={onClose} loading={creating || updating} testId="preset-save" />
        </Stack>
      </form>
    </Modal>
  );
}
