import '../../shared/i18n/views.i18n';
import '../../shared/i18n/till.i18n';
import { useTranslation } from 'react-i18next';
import { BackOfficeLayout } from '../../account/layout/BackOfficeLayout';
import { RequireRole } from '../../account/layout/RequireRole';
import { ShiftsView } from './ShiftsView';

/** /shifts: an owner's halls (its group) or every hall (super admin): shifts, differences, flagged payouts. */
export function ShiftsBackOffice() {
  const { t } = useTranslation();
  return (
    <RequireRole roles={['OWNER', 'SUPER_ADMIN']}>
      <BackOfficeLayout title={t('view.nav.shifts')} back>
        <ShiftsView halls />
      </BackOfficeLayout>
    </RequireRole>
  );
}

/** The host shell's Shifts entry: the host's own shift history. */
export function HostShifts() {
  return <ShiftsView />;
}
