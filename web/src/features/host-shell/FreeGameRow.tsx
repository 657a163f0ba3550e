import { addisDayKey } from '@bingo/core';
import { Button, Group, NativeSelect, Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import { DualDateInput } from '../../shared/calendar/DualDateInput';
import { addisHm, ethiopianDay, ethiopianHourText, gregorianDay } from '../../shared/calendar/ethiopian-time';
import { EDIT_MINUTES, statusKey } from './free-game-rules';
import { hourOptions, minuteOptions } from './FreeGameFormFields';

/** A scheduled game being moved: its new Addis day, hour and minute. */
export interface FreeGameEdit {
  id: string;
  date: string;
  hour: number;
  minute: number;
}

const addisParts = (iso: string) => {
  const d = new Date(iso);
  const hm = addisHm(d);
  return { date: addisDayKey(d), hour: Number(hm.slice(0, 2)), minute: Number(hm.slice(3, 5)), hm };
};

/**
 * One scheduled free game: its Gregorian and Ethiopian day, Addis and Ethiopian time and status,
 * with edit (in place: a new day, hour and a quarter-hour) and delete. `edit` is the row's edit in
 * progress, or null; only one row is edited at a time (the scheduler holds it).
 */
export function FreeGameRow({
  schedule: s,
  edit,
  today,
  now,
  t,
  onEdit,
  onSave,
  onDelete,
}: {
  schedule: { id: string; scheduledDateTime: string; status: string };
  edit: FreeGameEdit | null;
  today: string;
  /** The server's time: a slot whose time has passed never reads "reserved". */
  now: Date;
  t: TFunction;
  /** Starts (a FreeGameEdit), changes or, with null, abandons the edit. */
  onEdit: (edit: FreeGameEdit | null) => void;
  onSave: (edit: FreeGameEdit) => void;
  onDelete: () => void;
}) {
  const p = addisParts(s.scheduledDateTime);
  return (
    <Table.Tr data-testid="free-row">
      <Table.Td>
        {edit ? (
          <DualDateInput
            lang="am"
            size="xs"
            testId="editDate"
            minDate={today}
            label=""
            value={edit.date}
            onChange={(date) => onEdit({ ...edit, date })}
          />
        ) : (
          gregorianDay(p.date, 'am')
        )}
      </Table.Td>
      <Table.Td>{ethiopianDay(p.date, 'am')}</Table.Td>
      <Table.Td data-testid="free-time">
        {edit ? (
          <Group gap={4} wrap="nowrap">
            <NativeSelect
              size="xs"
              data={hourOptions(t)}
              value={String(edit.hour)}
              onChange={(e) => onEdit({ ...edit, hour: Number(e.currentTarget.value) })}
              data-testid="edit-hour"
            />
            <NativeSelect
              size="xs"
              data={minuteOptions(EDIT_MINUTES)}
              value={String(edit.minute)}
              onChange={(e) => onEdit({ ...edit, minute: Number(e.currentTarget.value) })}
              data-testid="edit-minute"
            />
          </Group>
        ) : (
          p.hm
        )}
      </Table.Td>
      <Table.Td data-testid="free-ethiopian-hour">{ethiopianHourText(new Date(s.scheduledDateTime), t)}</Table.Td>
      <Table.Td data-testid="free-status">{t(statusKey(s.status, s.scheduledDateTime, now))}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {edit ? (
            <>
              <Button size="compact-xs" onClick={() => onSave(edit)} data-testid="free-save">
                {t('bo.save')}
              </Button>
              <Button size="compact-xs" variant="default" onClick={() => onEdit(null)}>
                {t('common.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() =>
                  onEdit({
                    id: s.id,
                    date: p.date,
                    hour: p.hour,
                    minute: EDIT_MINUTES.includes(p.minute) ? p.minute : 0,
                  })
                }
                data-testid="free-edit"
              >
                {t('bo.edit')}
              </Button>
              <Button size="compact-xs" variant="light" color="red" onClick={onDelete}>
                {t('freeGames.delete')}
              </Button>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
