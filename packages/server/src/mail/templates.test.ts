import { describe, expect, it } from 'vitest';
import { escapeHtml, invitationMail, passwordResetMail, weekRejectedMail } from './templates.js';

describe('mail templates', () => {
  it('invite in English with the link in text and HTML', () => {
    const mail = invitationMail('en', { organizationName: 'Studio Noord', link: 'http://localhost:3000/invitation/abc' });
    expect(mail.subject).toBe('You are invited to join Studio Noord on Kwartier');
    expect(mail.text).toContain('Accept the invitation: http://localhost:3000/invitation/abc');
    expect(mail.html).toContain('href="http://localhost:3000/invitation/abc"');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('invite in Dutch', () => {
    const mail = invitationMail('nl', { organizationName: 'Studio Noord', link: 'http://x/invitation/abc' });
    expect(mail.subject).toBe('Je bent uitgenodigd voor Studio Noord op Kwartier');
    expect(mail.text).toContain('Uitnodiging accepteren: http://x/invitation/abc');
  });

  it('send a reset link that says how long it works', () => {
    const en = passwordResetMail('en', { link: 'http://x/password/reset/t', minutes: 60 });
    expect(en.subject).toBe('Reset your Kwartier password');
    expect(en.text).toContain('expires in 60 minutes');
    const nl = passwordResetMail('nl', { link: 'http://x/password/reset/t', minutes: 60 });
    expect(nl.subject).toBe('Stel je Kwartier-wachtwoord opnieuw in');
    expect(nl.text).toContain('verloopt over 60 minuten');
  });

  it('tell a member their week was rejected, with the comment as written, in their language', () => {
    const input = { organizationName: 'Bakkerij <b>', adminName: 'Anna', week: 'Monday 2 March', comment: 'Split <Tuesday> & Wednesday', link: 'http://x/time?week=2026-03-02' };
    const en = weekRejectedMail('en', input);
    expect(en.subject).toBe('Your week of Monday 2 March was rejected');
    expect(en.text).toContain('Anna rejected your hours of the week of Monday 2 March at Bakkerij <b>. Their comment:');
    expect(en.text).toContain('Split <Tuesday> & Wednesday');
    expect(en.text).toContain('Open the week: http://x/time?week=2026-03-02');
    expect(en.html).toContain('Split &lt;Tuesday&gt; &amp; Wednesday');
    expect(en.html).not.toContain('<Tuesday>');
    const nl = weekRejectedMail('nl', { ...input, week: 'maandag 2 maart' });
    expect(nl.subject).toBe('Je week van maandag 2 maart is afgekeurd');
    expect(nl.text).toContain('Pas de uren aan waar nodig en dien de week opnieuw in.');
  });

  it('never let an organisation name become markup', () => {
    const mail = invitationMail('en', { organizationName: '<script>alert(1)</script> & Co', link: 'http://x/invitation/a' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });
});
