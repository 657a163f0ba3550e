import { graphql } from '../../gql';

export const ActiveAnnouncementsDocument = graphql(`
  query ActiveAnnouncements {
    activeAnnouncements {
      id
      title
      body
      link
      linkLabel
    }
  }
`);
