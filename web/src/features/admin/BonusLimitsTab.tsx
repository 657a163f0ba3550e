import '../../shared/i18n/security.i18n';
import { birrToSantim, santimToBirr } from '@bingo/core';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../shared/dates';
import { errorMessage } from '../../shared/api-errors';
import { ManagedHostsDocument } from '../../hosts/operations';
import { formatBirr } from '../../shared/money-format';
import { StepUpCancelled, withStepUp } from '../../account/step-up/step-up-store';
import { ScrollTable } from '../../shared/tables/ScrollTable';
import { showToast } from '../../shared/toast/show-toast';
import { BonusLimitsDocument, useClearBonusLimits, useSetBonusLimits } from './security.operations';

type Scope = 'GROUP' | 'HOST';
interface LimitForm {
  scope: Scope;
  targetId: string | null;
  perGameBirr: number | string;
  sharePercent: number | string;
  perDayBirr: number | string;
}

const percent = (bp: number) => `${bp / 100}%`;

/**
 * The platform's bonus limits (docs/games-and-money.md#bonus-limits): the default, every limit set
 * per owner group or host, and a form to set one. Saving and removing ask for the password again.
 */
export function BonusLimitsTab() {
  const { t, i18n } = useTranslation();
  const limits = useQuery(BonusLimitsDocument, { fetchPolicy: 'network-only' });
  const hosts = useQuery(ManagedHostsDocument);
  const [setLimits, { loading: saving }] = useSetBonusLimits();
  const [clearLimits] = useClearBonusLimits();
  const data = limits.data?.bonusLimits;
  const form = useForm<LimitForm>({
    initialValues: { scope: 'GROUP', targetId: null, perGameBirr: 1000, sharePercent: 50, perDayBirr: 10000 },
    validate: { targetId: (v) => (v ? null : t('sec.target')) },
  });

  const run = async (call: () => Promise<unknown>, ok: string) => {
    try {
      await withStepUp(call);
      showToast('success', ok);
      await limits.refetch();
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) showToast('error', `${t('sec.saveFailed')}: ${errorMessage(e)}`);
    }
  };

  const save = (v: LimitForm) =>
    run(
      () =>
        setLimits({
          variables: {
            input: {
              scope: v.scope as never,
              targetId: v.targetId!,
              maxPerGameSantim: birrToSantim(Number(v.perGameBirr)),
              maxShareBp: Math.round(Number(v.sharePercent) * 100),
              maxPerDaySantim: birrToSantim(Number(v.perDayBirr)),
            },
          },
        }),
      t('sec.saved'),
    );

  if (limits.error) return <Alert color="red">{t('sec.loadFailed')}</Alert>;
  const targets =
    form.values.scope === 'GROUP'
      ? (data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }))
      : (hosts.data?.hosts ?? []).map((h) => ({ value: h.id, label: h.username }));

  return (
    <Stack>
      {data && (
        <Text size="sm" data-testid="bonus-limits-default">
          {t('sec.default', {
            perGame: formatBirr(data.platformDefault.maxPerGameSantim),
            share: percent(data.platformDefault.maxShareBp),
            perDay: formatBirr(data.platformDefault.maxPerDaySantim),
          })}
        </Text>
      )}
      <Paper withBorder p="md">
        <form onSubmit={form.onSubmit((v) => void save(v))}>
          <Stack gap="sm">
            <SegmentedControl
              data={[
                { value: 'GROUP', label: t('sec.group') },
                { value: 'HOST', label: t('sec.host') },
              ]}
              {...form.getInputProps('scope')}
              onChange={(v) => form.setValues({ scope: v as Scope, targetId: null })}
              data-testid="limit-scope"
            />
            <Select
              label={t('sec.target')}
              data={targets}
              searchable
              data-testid="limit-target"
              {...form.getInputProps('targetId')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={t('sec.perGame')}
                min={0}
                max={100_000}
                decimalScale={2}
                name="perGame"
                {...form.getInputProps('perGameBirr')}
              />
              <NumberInput
                label={t('sec.share')}
                min={0}
                max={100}
                decimalScale={2}
                name="share"
                {...form.getInputProps('sharePercent')}
              />
              <NumberInput
                label={t('sec.perDay')}
                min={0}
                max={1_000_000}
                decimalScale={2}
                name="perDay"
                {...form.getInputProps('perDayBirr')}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('sec.hostPrecedence')}
            </Text>
            <Group>
              <Button type="submit" loading={saving} data-testid="limit-save">
                {t('sec.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <ScrollTable testId="bonus-limits-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sec.scope')}</Table.Th>
            <Table.Th>{t('sec.target')}</Table.Th>
            <Table.Th>{t('sec.perGame')}</Table.Th>
            <Table.Th>{t('sec.share')}</Table.Th>
            <Table.Th>{t('sec.perDay')}</Table.Th>
            <Table.Th>{t('sec.updated')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data?.limits.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{l.scope === 'HOST' ? t('sec.host') : t('sec.group')}</Table.Td>
              <Table.Td>{l.targetName}</Table.Td>
              <Table.Td>{formatBirr(l.maxPerGameSantim)}</Table.Td>
              <Table.Td>{percent(l.maxShareBp)}</Table.Td>
              <Table.Td>{formatBirr(l.maxPerDaySantim)}</Table.Td>
              <Table.Td>{dateTime(l.updatedAt, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() =>
                      form.setValues({
                        scope: l.scope as Scope,
                        targetId: l.targetId,
                        perGameBirr: santimToBirr(l.maxPerGameSantim),
                        sharePercent: l.maxShareBp / 100,
                        perDayBirr: santimToBirr(l.maxPerDaySantim),
                      })
                    }
                  >
                    {t('bo.edit')}
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    onClick={() => void run(() => clearLimits({ variables: { id: l.id } }), t('sec.cleared'))}
                  >
                    {t('sec.clear')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
      {data?.limits.length === 0 && (
        <Text c="dimmed" p="md">
          {t('sec.none')}
        </Text>
      )}
    </Stack>
  );
}
