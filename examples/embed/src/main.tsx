/**
 * The example's entry: the library's one stylesheet, then the app. @kwartier/ui's JS does not
 * import its CSS; an embedding app loads `@kwartier/ui/styles.css` once, and the catalogue of
 * each language it shows (`loadMessages`) before rendering in it.
 */
import '@kwartier/ui/styles.css';
import { loadMessages } from '@kwartier/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { addOwnMessages } from './i18n/catalogue';

// The library's words of both languages the example switches between, then its own: rendered
// once they are there, so no text appears late.
addOwnMessages();
void Promise.all([loadMessages('en'), loadMessages('nl')]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
