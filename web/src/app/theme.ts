import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'orange',
  fontFamily: 'system-ui, "Noto Sans Ethiopic", "Noto Sans", sans-serif',
});
