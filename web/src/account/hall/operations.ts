import { graphql } from '../../gql';

/** The signed-in host's hall settings and jackpot pool, read at run time by the operator screens. */
export const OperatorHallDocument = graphql(`
  query OperatorHall {
    hallSettings {
      hostId
      hallName
      supportPhones
      defaultLanguage
      defaultVoice
    }
    jackpotPool {
      hostId
      amount: amountSantim
      enabled
      linkedPoolName
    }
  }
`);
