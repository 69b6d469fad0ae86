import { messagesOf } from './i18n/namespaces';

/**
 * The app's own words: page titles (navigation and `document.title`). The confirmations it shows
 * after a call live in saved.messages.ts; the frame's screens and notices in `@kwartier/ui`
 * (StatusScreen, FrameOverlay).
 */
export const messages = messagesOf('app');
