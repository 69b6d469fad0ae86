// Every language's catalogue before the unit tests: code under test formats messages (a report's
// columns, a CSV's titles) in either language, as an app does after `loadMessages`.
import { loadMessages } from '../../src/i18n/catalogue';
import { LOCALES } from '../../src/i18n/messages';

await Promise.all(LOCALES.map(loadMessages));
