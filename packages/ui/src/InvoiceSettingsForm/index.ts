export { InvoiceSettingsForm, type InvoiceSettingsFormProps, type InvoiceSettings } from './InvoiceSettingsForm';
export { INVOICE_SETTINGS_LIMITS } from './invoiceSettingsRules';
