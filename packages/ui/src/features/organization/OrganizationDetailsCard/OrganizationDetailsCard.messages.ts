import { defineMessages } from '../../../i18n/messages';

export const messages = defineMessages({
  en: {
    edit: 'Edit details',
    dialogTitle: 'Edit organisation details',
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
  },
  nl: {
    edit: 'Gegevens bewerken',
    dialogTitle: 'Organisatiegegevens bewerken',
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
  },
});
