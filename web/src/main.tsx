import './app/first-styles';
// Ge'ez script, fetched only when a Ge'ez glyph shows (unicode-range); font-display: swap, so the
// screen never waits for it.
import './shared/styles/ethiopic-font.css';
import './shared/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadLazyScreenDeps } from './app/LazyScreenDeps';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Every screen needs the Apollo Client soon (the dashboard's wallet, the token check), and the
// next screen the rest of Mantine's CSS: both start loading now, after the first download.
void loadLazyScreenDeps().catch(() => {});
