import '../../shared/i18n/shift.i18n';
import '../../shared/i18n/till.i18n';
import { useQuery } from '@apollo/client/react';
import { MAX_REPORT_RANGE_DAYS } from '@bingo/core';
import { Alert, Group, Loader, Select, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../gql';
import { DateRangeFields } from '../../shared/calendar/DateRangeFields';
import { lastDays, rangeProblem, type DayRange } from '../../shared/calendar/date-range';
import { useServerToday } from '../../shared/clock/server-clock';
import { FlagsPanel } from './FlagsPanel';
import { ShiftHallsDocument, ShiftListDocument, ShiftRowFields } from './operations';
import { ShiftDetailModal } from './ShiftDetailModal';
import { hasIssue } from './shift-rows';
import { ExportMenu } from '../../account/export/ExportMenu';
import { ShiftsTable } from './ShiftsTable';

const SCREEN_DAYS = 30;

/**
 * Shifts by range (docs/games-and-money.md#the-till): a host's own history, or (`halls`) an
 * owner's group or every hall for the super admin, with a hall filter, the flagged payouts
 * awaiting review and a switch to only the shifts with a difference or a flag. A row opens the
 * shift in full, whence its receipt prints; the list exports as CSV.
 */
export function ShiftsView({ halls = false }: { halls?: boolean }) {
  const { t } = useTranslation();
  const today = useServerToday();
  const [picked, setPicked] = useState<DayRange | null>(null);
  const [hostId, setHostId] = useState<string | null>(null);
  const [onlyIssues, setOnlyIssues] = useState(halls);
  const [open, setOpen] = useState<string | null>(null);
  const range = picked ?? lastDays(today, SCREEN_DAYS);
  const problem = rangeProblem(range, MAX_REPORT_RANGE_DAYS);
  const hallList = useQuery(ShiftHallsDocument, { skip: !halls });
  const { data, previousData, loading, error } = useQuery(ShiftListDocument, {
    variables: { hostId, ...range },
    skip: problem !== null,
    fetchPolicy: 'cache-and-network',
  });
  const all = getFragmentData(ShiftRowFields, (data ?? previousData)?.shifts ?? []);
  const shifts = onlyIssues ? all.filter(hasIssue) : all;

  return (
    <div data-testid="shifts-view">
      {halls && <FlagsPanel hostId={hostId} />}
      <Group align="flex-end" gap="sm" mb="xs" wrap="wrap">
        {halls && (
          <Select
            label={t('till.list.hall')}
            placeholder={t('till.list.allHalls')}
            data={(hallList.data?.hosts ?? []).map((h) => ({ value: h.id, label: h.username }))}
            value={hostId}
            onChange={setHostId}
            clearable
            searchable
            w={200}
            data-testid="shifts-hall"
          />
        )}
        <Switch
          label={t('till.list.onlyIssues')}
          checked={onlyIssues}
          onChange={(e) => setOnlyIssues(e.currentTarget.checked)}
          data-testid="shifts-only-issues"
          mb={8}
        />
        <Group ml="auto">
          <ExportMenu
            path="/api/shifts"
            filters={{ startDate: range.startDate, endDate: range.endDate, hostId, limit: '500' }}
            name="shifts"
          />
        </Group>
      </Group>
      <DateRangeFields
        testId="shifts-range"
        value={range}
        onChange={setPicked}
        defaultDays={SCREEN_DAYS}
        onReset={() => setPicked(null)}
        maxDate={today}
        problem={problem}
      />
      {error && <Alert color="red">{t('till.list.failed')}</Alert>}
      {loading && all.length === 0 ? (
        <Loader size="sm" />
      ) : shifts.length === 0 ? (
        <Text c="dimmed" data-testid="shifts-none">
          {t('till.list.none')}
        </Text>
      ) : (
        <ShiftsTable shifts={shifts} showHall={halls} onOpen={setOpen} />
      )}
      {open && <ShiftDetailModal shiftId={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
