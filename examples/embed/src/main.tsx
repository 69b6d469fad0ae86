/**
 * The example's entry: the library's one stylesheet, then the app. @kwartier/ui's JS does not
 * import its CSS; an embedding app loads `@kwartier/ui/styles.css` once.
 */
import '@kwartier/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
