import type { Organization } from '@kwartier/api';
import { originsOf } from '../../domain/accessTokens.js';
import { logoUrl } from '../../domain/logos.js';
import { reminderDays } from '../../domain/organizations.js';
import type { OrganizationFields } from './store.js';

// Stored rows → the contract's shapes.

export function organizationShape(row: OrganizationFields): Organization {
  return {
    uuid: row.uuid,
    name: row.name,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    email: row.email,
    website: row.website,
    phone: row.phone,
    iban: row.iban,
    vat: row.vat,
    chamberofcommerce: row.chamberofcommerce,
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    accent_color: row.accent_color,
    firstdayoftheweek: row.firstdayoftheweek,
    locale: row.locale,
    invoice_text: row.invoice_text,
    invoice_termofpayment: row.invoice_termofpayment,
    invoice_prefix: row.invoice_prefix,
    invoicenumber_min_length: row.invoicenumber_min_length,
    invoice_reminders: row.invoice_reminders === 1,
    invoice_reminder_days: reminderDays(row.invoice_reminder_days),
    invoice_recurring_send: row.invoice_recurring_send === 1,
    timer_rounding: row.timer_rounding as Organization['timer_rounding'],
    time_approval: row.time_approval === 1,
    member_team_notes: row.member_team_notes === 1,
    approve_admin_weeks: row.approve_admin_weeks === 1,
    two_factor_admins: row.two_factor_admins === 1,
    api_origins: originsOf(row.api_origins),
    currency: row.currency,
    logo_url: row.logo_mime ? logoUrl(row.uuid, row.logo_version) : null,
  };
}
