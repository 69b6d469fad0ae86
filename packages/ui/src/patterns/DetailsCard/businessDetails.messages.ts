import { defineMessages } from '../../i18n/messages';

export const messages = defineMessages({
  en: {
    name: 'Name',
    address: 'Address',
    zipcode: 'Zip code',
    city: 'City',
    country: 'Country',
    email: 'Email',
    website: 'Website',
    phone: 'Phone',
    iban: 'IBAN',
    vat: 'VAT number',
    chamberofcommerce: 'Chamber of commerce',
    opensInNewTab: '(opens in a new tab)',
  },
  nl: {
    name: 'Naam',
    address: 'Adres',
    zipcode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    email: 'E-mail',
    website: 'Website',
    phone: 'Telefoon',
    iban: 'IBAN',
    vat: 'Btw-nummer',
    chamberofcommerce: 'KvK-nummer',
    opensInNewTab: '(opent in een nieuw tabblad)',
  },
});
