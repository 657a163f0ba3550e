import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { Navigate, useLocation } from 'react-router-dom';
import { sessionRole } from '../../account/session/session-role';
import { OwnerPage } from './OwnerPage';
import { OwnerRouteDocument } from './operations';

/**
 * Any path no screen claims: a group's route (its data, set by the super admin, e.g. /hawassa or
 * /final/warning/…) opens the owner dashboard labelled with that group; anything else goes to
 * /dashboard as before. docs/roles-and-accounts.md#owner-groups.
 */
export function OwnerRoutePage() {
  const { pathname } = useLocation();
  const owner = sessionRole() === 'OWNER';
  const route = useQuery(OwnerRouteDocument, {
    variables: { path: pathname },
    skip: !owner,
    fetchPolicy: 'network-only',
  });
  if (!owner || route.error) return <Navigate to="/dashboard" replace />;
  if (!route.data)
    return (
      <Center mih="50vh">
        <Loader />
      </Center>
    );
  return route.data.ownerRoute ? <OwnerPage group={route.data.ownerRoute} /> : <Navigate to="/dashboard" replace />;
}
