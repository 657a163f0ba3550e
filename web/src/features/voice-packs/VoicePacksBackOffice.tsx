import '../../shared/i18n/voicepacks.i18n';
import { useTranslation } from 'react-i18next';
import { BackOfficeLayout } from '../../account/layout/BackOfficeLayout';
import { VoicePacksPage } from './VoicePacksPage';

/** /voice-packs: owners (their group's hosts) and the super admin (every host, platform packs). */
export function VoicePacksBackOffice() {
  const { t } = useTranslation();
  return (
    <BackOfficeLayout title={t('vp.title')} back>
      <VoicePacksPage backOffice />
    </BackOfficeLayout>
  );
}
