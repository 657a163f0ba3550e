import type { TFunction } from 'i18next';
import { dateTime } from '../../shared/dates';
import { formatBirr } from '../../shared/money-format';
import type { ShiftRowFieldsFragment } from '../../gql/graphql';

/** One line of a receipt: labels in one or two languages, and a value (or none: a heading). */
export interface ReceiptLine {
  labels: string[];
  value?: string;
  strong?: boolean;
}

export interface ReceiptShift extends ShiftRowFieldsFragment {
  countedCounts: readonly { birr: number; count: number }[] | null;
  corrections: readonly { amountSantim: number; note: string; createdAt: string }[];
}

const money = (santim: number) => formatBirr(santim, { whole: false });

/**
 * A shift's receipt, line by line, in the languages asked (Amharic first when both): the figures
 * (expected = float + in − out), the drawer counted by denomination, the note, corrections and
 * the flagged payouts. Dates in the first language's format.
 */
export function receiptLines(shift: ReceiptShift, ts: TFunction[], lang: string, printedAt: Date): ReceiptLine[] {
  const l = (key: string) => ts.map((t) => t(key));
  const when = (iso: string) => dateTime(iso, lang);
  const lines: ReceiptLine[] = [
    { labels: l('till.receipt.hall'), value: shift.username },
    { labels: l('till.receipt.shift'), value: shift.id.slice(0, 8) },
    { labels: l('till.detail.opened'), value: when(shift.openedAt) },
    {
      labels: l('till.detail.closed'),
      value: shift.closedAt ? when(shift.closedAt) : ts.map((t) => t('till.detail.stillOpen')).join(' / '),
    },
    { labels: l('till.detail.games'), value: String(shift.games) },
    { labels: l('till.detail.float'), value: money(shift.floatSantim) },
    { labels: l('till.detail.cashIn'), value: money(shift.cashInSantim) },
    { labels: l('till.detail.cashOut'), value: money(shift.cashOutSantim) },
    { labels: l('till.detail.expected'), value: money(shift.expectedSantim), strong: true },
    { labels: l('till.detail.counted'), value: shift.countedSantim === null ? '–' : money(shift.countedSantim) },
    {
      labels: l('till.detail.difference'),
      value: shift.differenceSantim === null ? '–' : money(shift.differenceSantim),
      strong: true,
    },
    { labels: l('till.detail.free'), value: money(shift.freeSantim) },
    { labels: l('till.detail.bonus'), value: money(shift.bonusSantim) },
  ];
  const counted = (shift.countedCounts ?? []).filter((c) => c.count > 0);
  if (counted.length > 0) {
    lines.push({ labels: l('till.detail.countedCounts') });
    for (const c of counted)
      lines.push({ labels: [ts[0]!('shift.denomination', { birr: c.birr })], value: `× ${c.count}` });
  }
  // A note may be long: under its heading, wrapping, rather than beside a label.
  if (shift.note) lines.push({ labels: l('till.detail.note') }, { labels: [shift.note], value: '' });
  if (shift.corrections.length > 0) {
    lines.push({ labels: l('till.detail.corrections') });
    for (const c of shift.corrections) lines.push({ labels: [c.note], value: money(c.amountSantim) });
  }
  if (shift.flaggedPayouts.length > 0) {
    lines.push({ labels: l('till.detail.payouts') });
    for (const f of shift.flaggedPayouts)
      lines.push({
        labels: [
          `${when(f.flaggedAt)} · ${ts[0]!(f.acknowledgedAt ? 'till.detail.acknowledged' : 'till.detail.awaiting')}`,
        ],
        value: money(f.amountSantim),
      });
  }
  lines.push({ labels: l('till.receipt.printed'), value: when(printedAt.toISOString()) });
  return lines;
}
