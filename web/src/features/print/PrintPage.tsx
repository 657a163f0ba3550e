import { Center, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PRODUCT_NAME } from '../../shared/product';
import { CardFace, toCoreCard } from '../../game/cards/CardFace';
import { useCards } from '../../game/cards/operations';
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

/** The printable page: one card per page (B-I-N-G-O header, card number, 5x5 grid). */
export function PrintPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const wanted = parsePrintCards(params.get('cards'));
  const { data, loading } = useCards();
  const cards = (data?.cards ?? []).filter((c) => wanted.includes(c.paletteNumber));
  const [recordPrints] = useRecordCardPrints();
  const printed = cards.map((c) => c.paletteNumber).join(',');

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
    if (cards.length > 0 && params.get('autoprint') !== '0') {
      const id = setTimeout(() => window.print(), 300);
      return () => clearTimeout(id);
    }
  }, [cards.length, params, t]);

  if (loading)
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  return (
    <div>
      <style>{`@page { size: A4; margin: 16mm; } .print-page { page-break-after: always; break-after: page; display: flex; flex-direction: column; align-items: center; gap: 16px; padding-top: 24px; } .print-page:last-child { page-break-after: auto; break-after: auto; }`}</style>
      {cards.length === 0 && <Text p="xl">{t('print.none')}</Text>}
      {cards.map((c) => (
        <section key={c.paletteNumber} className="print-page" data-testid="print-page">
          <Text fw={800} size="xl">
            {PRODUCT_NAME}
          </Text>
          <Text fw={700} size="xl">
            {t('gallery.cardNo', { n: c.paletteNumber })}
          </Text>
          <CardFace card={toCoreCard(c)} size="lg" />
        </section>
      ))}
    </div>
  );
}
