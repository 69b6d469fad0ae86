import type { OrganizationDetailsUpdate, OrganizationSettingsUpdate } from '@kwartier/api';
import type { Db } from '../db/database.js';
import { changedFields } from '../domain/audit.js';
import { ValidationFailure } from '../domain/failures.js';
import { cleanLogo, logoTypeOf } from '../domain/logos.js';
import { organizationDetailsFields, organizationSettingsFields } from '../domain/organizations.js';
import { repeatedTemplate } from '../resources/invoicemails/rules.js';
import { invoiceMailStore, type StoredTemplate } from '../resources/invoicemails/store.js';
import { organizationStore, type OrganizationFields } from '../resources/organization/store.js';
import { recordBy, type Actor } from './actor.js';

// The actor's organisation: its details, its settings (General, Theme, Time and Invoices tabs),
// its logo and its mail templates. The request's rules on the body (business numbers, origins) were checked before.

/** The audit trail's subject for the organisation itself. */
const organizationSubject = (id: number) => ({ type: 'organization' as const, id });

/** Saves the details as the Details dialog sends them all (a field left out is cleared); answers the organisation. */
export async function saveOrganizationDetails(db: Db, actor: Actor, details: OrganizationDetailsUpdate): Promise<OrganizationFields> {
  const organizations = organizationStore(db);
  const id = actor.organizationId;
  const fields = organizationDetailsFields(details);
  const before = await organizations.find(id);
  const updated = await organizations.update(id, fields);
  await recordBy(db, actor, 'organization.details', organizationSubject(id), { fields: changedFields(before, fields) });
  return updated;
}

/**
 * Saves the settings sent (one tab at a time: only the properties sent change); an entry in
 * the audit trail only when a value differs. Answers the organisation.
 */
export async function saveOrganizationSettings(db: Db, actor: Actor, settings: OrganizationSettingsUpdate): Promise<OrganizationFields> {
  const organizations = organizationStore(db);
  const id = actor.organizationId;
  const fields = organizationSettingsFields(settings);
  const before = await organizations.find(id);
  const organization = Object.keys(fields).length === 0 ? before : await organizations.update(id, fields);
  const changed = changedFields(before, fields);
  if (changed.length > 0) await recordBy(db, actor, 'organization.settings', organizationSubject(id), { fields: changed });
  return organization;
}

/**
 * A new logo from uploaded bytes: PNG or JPEG by content (422 under `logo` otherwise). What is
 * stored (and served) is the image decoded and encoded anew, never the uploaded bytes.
 */
export async function saveOrganizationLogo(db: Db, actor: Actor, uploaded: Uint8Array): Promise<OrganizationFields> {
  const type = await logoTypeOf(uploaded);
  const bytes = type && (await cleanLogo(uploaded, type));
  if (!type || !bytes) throw new ValidationFailure({ logo: 'logo.not_image' });
  const updated = await organizationStore(db).saveLogo(actor.organizationId, { mime: type, bytes });
  await recordBy(db, actor, 'organization.logo', organizationSubject(updated.id), {});
  return updated;
}

/**
 * Saves the mail templates sent (each kind and language at most once: 422 under the repeated
 * one); answers every template the organisation has. The audit entry names which, never their text.
 */
export async function saveMailTemplates(db: Db, actor: Actor, templates: readonly StoredTemplate[], now = new Date()): Promise<StoredTemplate[]> {
  const repeated = repeatedTemplate(templates);
  if (repeated !== null) throw new ValidationFailure({ [`templates.${repeated}`]: 'invoicemails.template_twice' });
  const store = invoiceMailStore(db);
  for (const template of templates) await store.saveTemplate(actor.organizationId, template, now);
  await recordBy(db, actor, 'organization.mail_templates', organizationSubject(actor.organizationId), {
    fields: templates.map((template) => `${template.kind}.${template.locale}`),
  }, now);
  return store.templates(actor.organizationId);
}
