import { graphql } from '../../gql';

/** Profit of every visible host by Addis day (30), ISO week (12) and month (12), summed by the server. */
export const PlatformPeriodsDocument = graphql(`
  query PlatformPeriods {
    platformPeriods {
      last30Days {
        date
        profit: profitSantim
        gamesCount
      }
      last12WeeksProfits {
        week
        profit: profitSantim
      }
      last12MonthsProfits {
        month
        profit: profitSantim
      }
    }
  }
`);
