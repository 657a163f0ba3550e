import '../../shared/i18n/shift.i18n';
import '../../shared/i18n/till.i18n';
import { useQuery } from '@apollo/client/react';
import { Button, Center, Group, Loader, SegmentedControl, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { getFragmentData } from '../../gql';
import { PRODUCT_NAME } from '../../shared/product';
import { ShiftDetailDocument, ShiftRowFields } from './operations';
import { receiptLines } from './receipt-lines';
import { paperWidth, receiptLanguage } from './shift-rows';
import classes from './receipt.module.css';

const PX_PER_MM = 96 / 25.4;

/**
 * A shift's report on a receipt printer (58 or 80 mm roll): the page is as wide as the paper and
 * as long as the receipt (measured once drawn), so the printer cuts where the text ends. The
 * screen shows the receipt at its size, with the paper, the language (or both) and Print above it.
 */
export function ShiftReceiptPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const width = paperWidth(params.get('width'));
  const lang = receiptLanguage(params.get('lang'), i18n.language);
  const { data, loading, error } = useQuery(ShiftDetailDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const paper = useRef<HTMLDivElement>(null);
  const [heightMm, setHeightMm] = useState(200);
  const [printedAt] = useState(() => new Date());
  const set = (key: string, value: string) => setParams((p) => ({ ...Object.fromEntries(p), [key]: value }));

  const detail = data?.shift;
  const shift = getFragmentData(ShiftRowFields, detail);
  const ts = lang === 'both' ? [i18n.getFixedT('am'), i18n.getFixedT('en')] : [i18n.getFixedT(lang)];
  const lines =
    shift && detail ? receiptLines({ ...detail, ...shift }, ts, lang === 'en' ? 'en' : 'am', printedAt) : [];

  useLayoutEffect(() => {
    if (paper.current) setHeightMm(Math.ceil(paper.current.scrollHeight / PX_PER_MM) + 4);
  }, [lines.length, width, lang]);

  if (loading)
    return (
      <Center mih="50vh">
        <Loader />
      </Center>
    );
  return (
    <div className={classes.page}>
      <style>{`@page { size: ${width}mm ${heightMm}mm; margin: 0; }`}</style>
      <Group className={classes.toolbar} gap="sm" p="sm" wrap="wrap">
        <Button variant="default" onClick={() => void navigate(-1)} data-testid="receipt-back">
          {t('till.receipt.back')}
        </Button>
        <SegmentedControl
          aria-label={t('till.receipt.width')}
          value={String(width)}
          onChange={(v) => set('width', v)}
          data={[
            { value: '58', label: t('till.receipt.mm', { n: 58 }) },
            { value: '80', label: t('till.receipt.mm', { n: 80 }) },
          ]}
          data-testid="receipt-width"
        />
        <SegmentedControl
          aria-label={t('till.receipt.language')}
          value={lang}
          onChange={(v) => set('lang', v)}
          data={[
            { value: 'am', label: 'አማርኛ' },
            { value: 'en', label: 'English' },
            { value: 'both', label: t('till.receipt.both') },
          ]}
          data-testid="receipt-language"
        />
        <Button onClick={() => window.print()} disabled={!shift} data-testid="receipt-print">
          {t('till.receipt.print')}
        </Button>
      </Group>
      {error || !shift ? (
        <Text p="md" data-testid="receipt-missing">
          {t('till.receipt.notFound')}
        </Text>
      ) : (
        <div
          ref={paper}
          className={classes.paper}
          style={{ width: `${width}mm`, fontSize: width === 58 ? 11 : 13 }}
          data-testid="receipt"
          data-width={width}
        >
          <div className={classes.head}>{PRODUCT_NAME}</div>
          <div className={classes.head}>{ts.map((tt) => tt('till.receipt.title')).join(' / ')}</div>
          <hr />
          {lines.map((line, i) =>
            line.value === undefined ? (
              <div key={i} className={classes.section}>
                {line.labels.join(' / ')}
              </div>
            ) : (
              <div key={i} className={line.strong ? `${classes.line} ${classes.strong}` : classes.line}>
                <span>
                  {line.labels.map((label, j) => (
                    <span key={j} className={j > 0 ? classes.second : undefined}>
                      {label}
                    </span>
                  ))}
                </span>
                <span className={classes.value}>{line.value}</span>
              </div>
            ),
          )}
          <div className={classes.signature}>{ts.map((tt) => tt('till.receipt.signature')).join(' / ')}</div>
        </div>
      )}
    </div>
  );
}
