import { Button } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import '../../shared/i18n/printcard.i18n';
import { PrintIcon } from '../../shared/layout/icons';
import { PrintedSheets, type SheetsState } from './PrintedSheets';
import { usePrintedCards } from './printed-cards.operations';

/** Printing shows the sheets alone: the screen around them (header, menu, grid) is not printed. */
const PRINT_ONLY_CSS =
  '@media screen { .printed-sheets { display: none; } } @media print { body > :not(.printed-sheets) { display: none !important; } }';

/**
 * The card gallery's print: every card of the set as the print page prints it (one per page,
 * with its QR). Drawn only while printing (the button, or the browser's own Print): a hundred
 * QR codes are not worth drawing for a screen that does not show them.
 */
export function GalleryPrint() {
  const { t } = useTranslation();
  const [printing, setPrinting] = useState(false);
  const [state, setState] = useState<SheetsState>('loading');
  const fromButton = useRef(false);
  const onState = useCallback((s: SheetsState) => setState(s), []);
  // Asked at once, so the browser's own Print finds the check codes already here.
  usePrintedCards();

  useEffect(() => {
    // The browser's own Print (Ctrl+P): draw the sheets before it lays out the pages.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => {
      fromButton.current = false;
      setPrinting(false);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  useEffect(() => {
    if (fromButton.current && printing && state === 'ready') window.print();
  }, [printing, state]);

  return (
    <>
      <Button
        variant="light"
        leftSection={<PrintIcon />}
        loading={printing && state === 'loading'}
        onClick={() => {
          fromButton.current = true;
          setPrinting(true);
        }}
        data-testid="gallery-print"
      >
        {t('printCard.print')}
      </Button>
      {printing &&
        createPortal(
          <div className="printed-sheets" data-testid="gallery-sheets" data-state={state}>
            <style>{PRINT_ONLY_CSS}</style>
            <PrintedSheets paletteNumbers={null} onState={onState} />
          </div>,
          document.body,
        )}
    </>
  );
}
