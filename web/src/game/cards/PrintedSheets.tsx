import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/i18n/printcard.i18n';
import { toCoreCard } from './CardFace';
import { useCards } from './operations';
import { PrintedCard } from './PrintedCard';
import { usePrintedCards } from './printed-cards.operations';

/** The specification's one card per page, on A4. */
const PAGE_CSS = '@page { size: A4; margin: 12mm; }';

export type SheetsState = 'loading' | 'ready' | 'failed';

/**
 * The host's cards as printed (the print page, the gallery's print): one per page, each with the
 * QR of its public page. `paletteNumbers` null: every card of the set. Cards print only once
 * their check codes came from the server (a card without its QR would not be trusted in the room).
 */
export function PrintedSheets({
  paletteNumbers,
  onState,
}: {
  paletteNumbers: readonly number[] | null;
  onState?: (state: SheetsState) => void;
}) {
  const { t } = useTranslation();
  const faces = useCards();
  const printed = usePrintedCards();
  const info = printed.data?.printedCards;
  const wanted = paletteNumbers ? new Set(paletteNumbers) : null;
  const byNumber = new Map((faces.data?.cards ?? []).map((c) => [c.paletteNumber, c]));
  const state: SheetsState = info && faces.data ? 'ready' : printed.error ? 'failed' : 'loading';
  useEffect(() => onState?.(state), [onState, state]);
  if (state !== 'ready' || !info)
    return (
      <p style={{ padding: 24 }} data-testid={`print-${state}`}>
        {t(state === 'failed' ? 'printCard.failed' : 'printCard.loading')}
      </p>
    );
  const hallName = printed.data?.hallSettings.hallName ?? '';
  return (
    <>
      <style>{PAGE_CSS}</style>
      {info.cards.map((c) => {
        const face = byNumber.get(c.paletteNumber);
        if (!face || (wanted && !wanted.has(c.paletteNumber))) return null;
        return (
          <PrintedCard
            key={c.paletteNumber}
            card={toCoreCard(face)}
            hallName={hallName}
            cardSetName={info.cardSetName}
            check={c.check}
            url={new URL(c.path, window.location.origin).href}
          />
        );
      })}
    </>
  );
}
