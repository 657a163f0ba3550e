import '../../shared/i18n/display.i18n';
import { Center, Loader } from '@mantine/core';
import { useEffect, useLayoutEffect, useState } from 'react';
import { DisplayLanguageSwitch } from './DisplayLanguageSwitch';
import { followCallerLanguage, restoreDisplayLanguage } from './display-language';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { clearDisplayToken, readDisplayToken, saveDisplayToken } from './display-token';
import { PairScreen } from './PairScreen';
import { modelFromFrame } from './room-model';
import { RoomDisplay } from './RoomDisplay';
import { useDisplayFeed } from './useDisplayFeed';
import { useRoomVoice } from './useRoomVoice';

/**
 * /display (docs/screens.md#room-display): no sign-in. Unpaired, it asks for the operator's code
 * (?code= from the caller's QR fills it in); paired, it follows the host's games until the token
 * ends or is revoked, then asks again.
 */
export function DisplayPage() {
  // Once, before the first paint: the language this TV was last set to.
  useLayoutEffect(restoreDisplayLanguage, []);
  const [params, setParams] = useSearchParams();
  const [token, setToken] = useState(readDisplayToken);
  const [notice, setNotice] = useState<string | undefined>();
  if (!token) {
    return (
      <PairScreen
        initialCode={params.get('code') ?? ''}
        notice={notice}
        onPaired={(next) => {
          saveDisplayToken(next);
          // The code is spent: keep it out of the address bar (a reload must not try it again).
          setParams({}, { replace: true });
          setToken(next);
        }}
      />
    );
  }
  return (
    <LiveRoom
      token={token}
      onUnpaired={() => {
        clearDisplayToken();
        setNotice('display.pair.revoked');
        setToken(null);
      }}
    />
  );
}

function LiveRoom({ token, onUnpaired }: { token: string; onUnpaired: () => void }) {
  const { t } = useTranslation();
  const { frame, status } = useDisplayFeed(token);
  const [, setTapped] = useState(false);
  const model = frame ? modelFromFrame(frame) : null;
  const voice = useRoomVoice(frame?.voice, frame?.voicePackUrl, model?.game);
  // The paired caller's language, live (a switch on the TV holds until the caller switches).
  const callerLanguage = frame?.language;
  useEffect(() => followCallerLanguage(callerLanguage), [callerLanguage]);
  if (status === 'unpaired') {
    queueMicrotask(onUnpaired);
    return null;
  }
  if (!model) {
    return (
      <Center mih="100vh" bg="#0b1e3f">
        <Loader color="yellow" />
      </Center>
    );
  }
  // Browsers play sound only after a tap on the page (lost on reload): say so while the voice is on.
  const needsTap = frame?.voice && voice !== 'none' && navigator.userActivation?.hasBeenActive === false;
  const statusText = status !== 'online' ? t('display.reconnecting') : needsTap ? t('display.voiceBlocked') : null;
  return (
    <div onPointerDown={() => setTapped(true)}>
      <RoomDisplay model={model} status={statusText} language={<DisplayLanguageSwitch />} />
    </div>
  );
}
