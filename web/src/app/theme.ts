import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'orange',
  // Modals, menus and toasts appear without their transitions for anyone who asked the system
  // for less motion (the e2e browser does too, so its screenshots need not wait for them).
  respectReducedMotion: true,
  // Ge'ez first: its face covers only Ethiopic (unicode-range, shared/styles/ethiopic-font.css), so
  // Latin text uses the system font and Ge'ez is swapped in when the font arrives.
  fontFamily: '"Noto Sans Ethiopic", system-ui, "Noto Sans", sans-serif',
});
