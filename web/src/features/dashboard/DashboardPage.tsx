import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { clearSession } from '../../shared/session/session';

export const DashboardMeDocument = graphql(`
  query DashboardMe {
    me {
      id
      username
      role
      api
      walletBalance
    }
  }
`);

/** Placeholder dashboard: proves the signed-in round trip. The operator dashboard replaces it. */
export function DashboardPage() {
  const navigate = useNavigate();
  const { data } = useQuery(DashboardMeDocument);
  const me = data?.me;

  return (
    <Container py="xl">
      <Group justify="space-between">
        <Title order={2} data-testid="dashboard-title">
          Dashboard
        </Title>
        <Button
          variant="light"
          onClick={() => {
            clearSession();
            navigate('/login', { replace: true });
          }}
        >
          Sign out
        </Button>
      </Group>
      {me && (
        <Text mt="md" data-testid="signed-in-as">
          Signed in as {me.username.toUpperCase()} · wallet {(me.walletBalance / 100).toLocaleString('en-US')} ብር
        </Text>
      )}
    </Container>
  );
}
