import { createBrowserRouter, Navigate } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { clearSession } from '../shared/session/session';
import { BlockedPage } from '../features/blocked/BlockedPage';
import { setSessionEventHandler } from './apollo';

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/blocked', element: <BlockedPage /> },
  {
    path: '/dashboard',
    element: (
      <RequireAuth>
        <DashboardPage />
      </RequireAuth>
    ),
  },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
]);

setSessionEventHandler((event) => {
  if (event === 'address-blocked') {
    void router.navigate('/blocked', { replace: true });
    return;
  }
  clearSession();
  void router.navigate('/login', { replace: true });
});
