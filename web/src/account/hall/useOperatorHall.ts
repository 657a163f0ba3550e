import { useEffect } from 'react';
import type { OperatorHallQuery } from '../../gql/graphql';
import { useDeferredQuery } from '../../shared/apollo/deferred';
import { i18n, LANGUAGE_KEY } from '../../shared/i18n';
import { read } from '../../shared/device-storage';
import { sessionRole } from '../session/session-role';
import { OperatorHallDocument } from './operations';

export type OperatorHall = OperatorHallQuery;

/**
 * The host's hall as its owner set it (docs/roles-and-accounts.md#hall-settings), read at run time:
 * support numbers for the header, default language and voice, the jackpot pool. Hosts only: owners
 * and the super admin have no hall of their own. A hall's default language applies while the
 * operator has not chosen one on this device.
 */
export function useOperatorHall(): OperatorHall | undefined {
  const isHost = sessionRole() === 'HOST';
  const { data } = useDeferredQuery(OperatorHallDocument, { fetchPolicy: 'cache-and-network' }, !isHost);
  const language = data?.hallSettings.defaultLanguage;
  useEffect(() => {
    if (language && read(LANGUAGE_KEY) === null && i18n.language !== language) {
      document.documentElement.lang = language;
      void i18n.changeLanguage(language);
    }
  }, [language]);
  return isHost ? data : undefined;
}
