import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '../../shared/product';
import { PrintedSheets, type SheetsState } from '../../game/cards/PrintedSheets';
import { sessionRole } from '../../account/session/session-role';
import { useRecordCardPrints } from './operations';

/** Parses ?cards=1,5,9 (1-100, no repeats). */
export function parsePrintCards(value: string | null): number[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n >= 1 && n <= 100),
    ),
  ];
}

/**
 * The printable page: one card per page (B-I-N-G-O header, card number, 5x5 grid), each with the
 * hall's name and the QR of its public page. The print dialog opens once the cards and their
 * check codes are in (?autoprint=0: not at all).
 */
export function PrintPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wanted = parsePrintCards(params.get('cards'));
  const [state, setState] = useState<SheetsState>('loading');
  const onState = useCallback((s: SheetsState) => setState(s), []);
  const [recordPrints] = useRecordCardPrints();
  const printed = state === 'ready' ? wanted.join(',') : '';

  // Each print (the dialog opened here or by the browser's own Print) is told to the server: the
  // owner's anomaly screen counts cards printed again the same day (docs/reporting.md#anomalies).
  useEffect(() => {
    if (printed === '' || sessionRole() !== 'HOST') return;
    const onPrint = () => {
      void recordPrints({ variables: { input: { paletteNumbers: printed.split(',').map(Number) } } }).catch(() => {
        // Not recorded: printing goes on.
      });
    };
    window.addEventListener('beforeprint', onPrint);
    return () => window.removeEventListener('beforeprint', onPrint);
  }, [printed, recordPrints]);

  useEffect(() => {
    document.title = `${PRODUCT_NAME} – ${t('print.pageTitle')}`;
  }, [t]);
  useEffect(() => {
    if (state === 'ready' && params.get('autoprint') !== '0') {
      const id = setTimeout(() => window.print(), 300);
      return () => clearTimeout(id);
    }
  }, [state, params]);

  if (wanted.length === 0) return <p style={{ padding: 24 }}>{t('print.none')}</p>;
  return (
    <main data-testid="print-sheets" data-state={state}>
      <PrintedSheets paletteNumbers={wanted} onState={onState} />
    </main>
  );
}
