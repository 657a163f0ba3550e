import { graphql } from '../../gql';

export const MyGamesDocument = graphql(`
  query MyGames($page: Int!) {
    myGames(page: $page) {
      page
      totalPages
      games {
        gameId
        createdAt
        profit
        status
        gameType
      }
    }
  }
`);
