import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'orange',
  // Modals, menus and toasts appear without their transitions for anyone who asked the system
  // for less motion (the e2e browser does too, so its screenshots need not wait for them).
  respectReducedMotion: true,
  fontFamily: 'system-ui, "Noto Sans Ethiopic", "Noto Sans", sans-serif',
});
