import { messagesOf } from '../../../i18n/catalogue';

// The shared details' labels (address … chamber of commerce, name) are the business details'
// (patterns/DetailsCard/businessDetails.messages.ts).
export const messages = messagesOf('clientDetailsCard');
