// The public verification page (/verify/:ref, docs/screens.md#public) is an entry of its own
// (web/verify.html, `vite build --mode verify`): a player's phone on a slow network downloads only
// React, its strings and the core's draw and win rules, none of the operator app.
// Ge'ez script in regular and bold, fetched only when an Ethiopic glyph shows (unicode-range).
import './shared/styles/ethiopic-font.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { verifyI18n } from './shared/i18n/verify.i18n';
import { VerifyPage } from './features/verify/VerifyPage';

document.documentElement.lang = verifyI18n.language;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={verifyI18n}>
      <VerifyPage pathname={window.location.pathname} search={window.location.search} />
    </I18nextProvider>
  </StrictMode>,
);
