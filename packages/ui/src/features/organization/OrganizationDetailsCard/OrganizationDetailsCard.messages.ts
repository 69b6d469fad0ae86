import { messagesOf } from '../../../i18n/catalogue';

// The fields' labels are the business details' (patterns/DetailsCard/businessDetails.messages.ts).
export const messages = messagesOf('organizationDetailsCard');
