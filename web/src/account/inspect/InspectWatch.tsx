import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { getToken } from '../session/session';
import { isDevtoolsKey, looksDocked, reportThrottle, type InspectMethod } from './inspect-detect';
import { RecordInspectAttemptDocument } from './operations';

/**
 * Mounted on every signed-in screen: reports the signs of developer tools (inspect-detect.ts) for
 * the signed-in account, which the super admin sees under Security › Inspect attempts. Nothing is
 * sent without a session; a refused report (rate limit, network) is dropped silently.
 */
export function InspectWatch() {
  const [record] = useMutation(RecordInspectAttemptDocument);
  useEffect(() => {
    const allow = reportThrottle();
    const report = (detectionMethod: InspectMethod) => {
      if (!getToken() || !allow(detectionMethod)) return;
      record({ variables: { input: { detectionMethod } } }).catch(() => undefined);
    };
    const onKey = (e: KeyboardEvent) => {
      if (isDevtoolsKey(e)) report('devtools-keys');
    };
    const onSize = () => {
      const touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
      if (looksDocked({ outerWidth, innerWidth, outerHeight, innerHeight, touch })) report('devtools-window-size');
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('resize', onSize);
    onSize();
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('resize', onSize);
    };
  }, [record]);
  return null;
}
