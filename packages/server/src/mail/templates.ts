import type { Locale } from '@kwartier/api';
import { translate } from '../domain/messages.js';

// The mails the product sends: an invitation to join a team and a password reset
// link, in English or Dutch after the organisation's locale. Plain text for every mail reader
// plus a simple HTML part with the link as a button; all wording lives in domain/messages.ts.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function invitationMail(locale: Locale, input: { organizationName: string; link: string }): MailContent {
  const say = (id: Parameters<typeof translate>[1]) => translate(locale, id, { organization: input.organizationName });
  return compose(locale, {
    subject: say('mail.invitation.subject'),
    paragraphs: [say('mail.invitation.intro')],
    action: say('mail.invitation.action'),
    link: input.link,
    after: [say('mail.invitation.outro')],
  });
}

export function passwordResetMail(locale: Locale, input: { link: string; minutes: number }): MailContent {
  const say = (id: Parameters<typeof translate>[1]) => translate(locale, id, { minutes: input.minutes });
  return compose(locale, {
    subject: say('mail.reset.subject'),
    paragraphs: [say('mail.reset.intro')],
    action: say('mail.reset.action'),
    link: input.link,
    after: [say('mail.reset.expiry'), say('mail.reset.outro')],
  });
}

/**
 * A member's week was rejected: who rejected it, their comment as written, and
 * a link to the week. In the member's own language.
 */
export function weekRejectedMail(
  locale: Locale,
  input: { organizationName: string; adminName: string; week: string; comment: string; link: string },
): MailContent {
  const params = { organization: input.organizationName, admin: input.adminName, week: input.week };
  const say = (id: Parameters<typeof translate>[1]) => translate(locale, id, params);
  return compose(locale, {
    subject: say('mail.rejected.subject'),
    paragraphs: [say('mail.rejected.intro'), input.comment],
    action: say('mail.rejected.action'),
    link: input.link,
    after: [say('mail.rejected.outro')],
  });
}

/**
 * A project's budget reached a threshold: the project, its client, what the period used of the
 * budget, and a link to the project. In the admin's own language; the figures are formatted by
 * the caller in that language.
 */
export function budgetAlertMail(
  locale: Locale,
  input: { organizationName: string; project: string; client: string; threshold: number; percent: number; used: string; amount: string; period: 'total' | 'month'; link: string },
): MailContent {
  const params = { ...input, organization: input.organizationName };
  const say = (id: Parameters<typeof translate>[1]) => translate(locale, id, params);
  return compose(locale, {
    subject: say('mail.budget.subject'),
    paragraphs: [say(input.period === 'month' ? 'mail.budget.intro_month' : 'mail.budget.intro')],
    action: say('mail.budget.action'),
    link: input.link,
    after: [say('mail.budget.outro')],
  });
}

interface Parts {
  subject: string;
  paragraphs: string[];
  action: string;
  link: string;
  after: string[];
}

function compose(locale: Locale, parts: Parts): MailContent {
  const greeting = translate(locale, 'mail.greeting');
  const hint = translate(locale, 'mail.link_hint');
  const text = [greeting, '', ...parts.paragraphs, '', `${parts.action}: ${parts.link}`, '', ...parts.after, '', '-- ', 'Kwartier', ''].join('\n');
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#212121;margin:0;padding:24px">',
    '<div style="max-width:560px;margin:0 auto">',
    paragraph(greeting),
    ...parts.paragraphs.map(paragraph),
    `<p style="margin:24px 0"><a href="${escapeHtml(parts.link)}" style="background:#1976D2;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(parts.action)}</a></p>`,
    ...parts.after.map(paragraph),
    `<p style="margin:24px 0 0;font-size:13px;color:#616161">${escapeHtml(hint)}<br><a href="${escapeHtml(parts.link)}" style="color:#1976D2;word-break:break-all">${escapeHtml(parts.link)}</a></p>`,
    '</div></body></html>',
  ].join('\n');
  return { subject: parts.subject, text, html };
}

/** Organisation names are typed by users: never let one become markup in a mail. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
