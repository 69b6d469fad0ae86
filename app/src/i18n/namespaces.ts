import { namespacesOf } from '@kwartier/ui';
import type en from './en.json';

/** The app's own namespaces (`app.*`, `saved.*`), typed from its English catalogue. */
export const messagesOf = namespacesOf<typeof en>();
