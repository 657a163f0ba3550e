import '../../shared/i18n/export.i18n';
import type { ExportFormat } from '@bingo/core';
import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../shared/toast/show-toast';
import { downloadExport, ExportRefused, exportUrl } from './download-export';

/**
 * "Export" → CSV or XLSX of the table on screen: the same REST path the screen's data comes
 * from, with its filters, in the viewer's language (docs/reporting.md#exports). A screen adds
 * one line: `<ExportMenu path="/admin/stats" filters={{ startDate, endDate }} name="reports" />`.
 */
export function ExportMenu({
  path,
  filters = {},
  name,
  disabled = false,
}: {
  /** The list's or report's GET path (it answers ?format=csv|xlsx). */
  path: string;
  /** The screen's filters as query parameters (empty values are left out). */
  filters?: Record<string, string | null | undefined>;
  /** The file's name when the server gives none, and the test id's suffix. */
  name: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await downloadExport(exportUrl(path, filters, format, i18n.language), `${name}.${format}`);
    } catch (e) {
      const failure = e instanceof ExportRefused ? e.failure : { kind: 'failed' as const };
      showToast(
        'error',
        failure.kind === 'rangeTooLong'
          ? t('export.rangeTooLong', { days: failure.days })
          : t(`export.${failure.kind}`),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" loading={busy} disabled={disabled} data-testid={`export-${name}`}>
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item data-testid={`export-${name}-csv`} onClick={() => void run('csv')}>
          {t('export.csv')}
        </Menu.Item>
        <Menu.Item data-testid={`export-${name}-xlsx`} onClick={() => void run('xlsx')}>
          {t('export.xlsx')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
