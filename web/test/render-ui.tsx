import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach } from 'vitest';
import { theme } from '../src/app/theme';
import '../src/shared/i18n';

/**
 * Renders a screen or component as the app does, for component tests (happy-dom): Mantine with the
 * app's theme in its test mode (no transitions, no portals: a modal's content is in the tree at
 * once), the toasts, a router at `path` with other routes the screen may go to, and Apollo's
 * MockedProvider answering `mocks` (each answer after a few milliseconds, as a server would).
 */
export function renderUi(
  ui: ReactElement,
  {
    mocks = [],
    path = '/',
    routes = {},
  }: { mocks?: readonly MockLink.MockedResponse[]; path?: string; routes?: Record<string, ReactElement> } = {},
) {
  return render(
    <MockedProvider mocks={mocks}>
      <MantineProvider theme={theme} env="test">
        <Notifications />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={ui} />
            {Object.entries(routes).map(([to, element]) => (
              <Route key={to} path={to} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
}

// Each test starts from an empty page and the same stored settings.
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
});
