/**
 * The embedding app: its own header, navigation and language switch around two Kwartier
 * components, all inside the library's `I18nProvider` (en/nl) and `ThemeRoot` (the app's brand).
 * Two pages by the URL's hash: #/hours (the week grid on the in-memory backend) and #/invoices
 * (the invoice list of a Kwartier server).
 */
import { I18nProvider, Link, ThemeRoot, ToggleButtonGroup, useMessages, type Locale } from '@kwartier/ui';
import { vars } from '@kwartier/ui/theme';
import { useEffect, useState } from 'react';
import { brand } from './brand';
import { InvoicesPage } from './invoices/InvoicesPage';
import { messages } from './messages';
import { WeekPage } from './time/WeekPage';

type Page = 'hours' | 'invoices';

const pageOf = (hash: string): Page => (hash === '#/invoices' ? 'invoices' : 'hours');

function useHashPage(): Page {
  const [page, setPage] = useState(() => pageOf(window.location.hash));
  useEffect(() => {
    const onChange = () => setPage(pageOf(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return page;
}

const LANGUAGE_KEY = 'kwartier-embed-language';

export function App() {
  const [locale, setLocale] = useState<Locale>(() => (localStorage.getItem(LANGUAGE_KEY) === 'nl' ? 'nl' : 'en'));
  useEffect(() => {
    document.documentElement.lang = locale;
    localStorage.setItem(LANGUAGE_KEY, locale);
  }, [locale]);
  return (
    <I18nProvider locale={locale}>
      <ThemeRoot theme={brand} style={{ minHeight: '100vh' }}>
        <Shell locale={locale} onLocaleChange={setLocale} />
      </ThemeRoot>
    </I18nProvider>
  );
}

function Shell({ locale, onLocaleChange }: { locale: Locale; onLocaleChange: (locale: Locale) => void }) {
  const t = useMessages(messages);
  const page = useHashPage();
  const navLink = (target: Page, label: string) => (
    <Link href={`#/${target}`} aria-current={page === target ? 'page' : undefined} style={{ color: vars.color.onPrimary, fontWeight: page === target ? 700 : 400 }}>
      {label}
    </Link>
  );
  return (
    <>
      <header
        data-testid="brand-header"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: vars.space.lg,
          padding: `${vars.space.md} ${vars.space.lg}`,
          background: vars.color.primary,
          color: vars.color.onPrimary,
        }}
      >
        <h1 style={{ margin: 0, fontSize: vars.font.size.xl }}>{t('appTitle')}</h1>
        <nav aria-label={t('navigation')} style={{ display: 'flex', gap: vars.space.md }}>
          {navLink('hours', t('hoursTab'))}
          {navLink('invoices', t('invoicesTab'))}
        </nav>
        <div style={{ marginInlineStart: 'auto', background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.xxs }}>
          <ToggleButtonGroup<Locale>
            aria-label={t('language')}
            size="sm"
            items={[
              { id: 'en', label: 'English' },
              { id: 'nl', label: 'Nederlands' },
            ]}
            selectedKey={locale}
            onSelectionChange={onLocaleChange}
          />
        </div>
      </header>
      <main style={{ padding: vars.space.lg, display: 'grid', gap: vars.space.md }}>
        {page === 'hours' ? (
          <>
            <p style={{ margin: 0, color: vars.color.muted }}>{t('hoursIntro')}</p>
            <WeekPage />
          </>
        ) : (
          <InvoicesPage />
        )}
      </main>
    </>
  );
}
