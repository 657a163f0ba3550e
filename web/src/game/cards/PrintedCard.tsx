import type { Card } from '@bingo/core';
import { useTranslation } from 'react-i18next';
import '../../shared/i18n/printcard.i18n';
import { PRODUCT_NAME } from '../../shared/product';
import { CardFace } from './CardFace';
import classes from './printed-card.module.css';
import { QrCode } from './QrCode';

/** At 45 mm a card's address (version 3-4 QR, 37-41 modules with the quiet zone) has modules over 1 mm: a phone reads it at 20 cm. */
const QR_WIDTH = '45mm';

export interface PrintedCardProps {
  card: Card;
  /** The hall's name as its public screens show it (display name, else the host's username). */
  hallName: string;
  cardSetName: string;
  check: string;
  /** The public card page's absolute address, in the QR. */
  url: string;
}

/**
 * One printed cartela: the hall's name, the palette number large, the face, and the QR of the
 * card's public page with its check code also as text (a player without a camera types it).
 */
export function PrintedCard({ card, hallName, cardSetName, check, url }: PrintedCardProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.page} data-testid="print-page" data-palette={card.paletteNumber}>
      <div className={classes.top}>
        <span className={classes.hall} data-testid="print-hall">
          {hallName}
        </span>
        <span className={classes.product}>
          {PRODUCT_NAME} · {cardSetName}
        </span>
      </div>
      <div className={classes.number}>
        <span className={classes.numberLabel}>{t('printCard.card')}</span>
        <span className={classes.numberValue} data-testid="print-number">
          {card.paletteNumber}
        </span>
      </div>
      <div className={classes.face}>
        <CardFace card={card} size="lg" />
      </div>
      <div className={classes.bottom}>
        <QrCode text={url} width={QR_WIDTH} label={t('printCard.qrLabel', { n: card.paletteNumber })} />
        <div className={classes.text}>
          <span>{t('printCard.scan')}</span>
          <span className={classes.checkLabel}>{t('printCard.check')}</span>
          <span className={classes.check} data-testid="print-check">
            {check}
          </span>
          <span className={classes.url}>{url}</span>
        </div>
      </div>
    </section>
  );
}
