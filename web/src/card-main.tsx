// The public card page (/c/<set>/<palette>/<check> and /c?hall=<code>, docs/screens.md#card-page)
// is an entry of its own (web/card.html, `vite build --mode card`): a player's phone on 3G
// downloads React, its strings and the core's card rules, none of the operator app.
// Ge'ez script in regular and bold, fetched only when an Ethiopic glyph shows (unicode-range).
import './shared/styles/ethiopic-font.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { cardPageI18n } from './shared/i18n/cardpage.i18n';
import { CardPage } from './features/card-page/CardPage';

document.documentElement.lang = cardPageI18n.language;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={cardPageI18n}>
      <CardPage pathname={window.location.pathname} search={window.location.search} />
    </I18nextProvider>
  </StrictMode>,
);
