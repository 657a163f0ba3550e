import { Button, Group, NativeSelect, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BONUS_TYPES, GAME_TYPES, VALUE_LIMITS, type BonusType, type Num } from './bonus-rules';

/** Bonus type and value, shared by the configuration and preset forms: the value's range and step follow the type. */
export function TypeAndValue(props: {
  typeName: string;
  bonusType: BonusType | '';
  onType: (type: BonusType | '') => void;
  typeError?: string;
  value: { name: string; value: Num; onChange: (v: string | number) => void; error?: string };
}) {
  const { t } = useTranslation();
  const { bonusType } = props;
  return (
    <>
      <NativeSelect
        label={t('hs.bonus.bonusType')}
        name={props.typeName}
        required
        value={bonusType}
        data={BONUS_TYPES.map((b) => ({ value: b, label: t(`hs.bonus.type.${b}`) }))}
        onChange={(e) => props.onType(e.currentTarget.value as BonusType | '')}
        error={props.typeError}
      />
      <NumberInput
        label={t('hs.bonus.bonusValue')}
        description={bonusType ? t(`hs.bonus.valueHint.${bonusType}`) : undefined}
        required
        min={bonusType ? VALUE_LIMITS[bonusType].min : 0}
        step={bonusType ? VALUE_LIMITS[bonusType].step : 1}
        allowNegative={false}
        {...props.value}
      />
    </>
  );
}

export function GameTypeSelect({
  name,
  value,
  onChange,
}: {
  name: string;
  value: string;
  onChange: (gameType: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('hs.bonus.gameType')}
      name={name}
      value={value}
      data={GAME_TYPES.map((g) => ({ value: g, label: t(`hs.bonus.gameTypes.${g}`) }))}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

export function FormButtons({ onClose, loading, testId }: { onClose: () => void; loading: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={loading} data-testid={testId}>
        {t('hs.bonus.save')}
      </Button>
    </Group>
  );
}
