import { PAGE_FRAME_ATTRIBUTE, type PageFrame, type PageFrameInput, type RenderPageFrame, type dashboardData, type invoiceData, type timeData } from '@kwartier/api/pages';
import { validateDashboardSearch } from '@kwartier/api/pages/search';
import {
  AppShell,
  Dashboard,
  I18nProvider,
  InvoiceDetail,
  InvoiceHistory,
  InvoiceStatusMenu,
  LinkRouterProvider,
  TimerControl,
  WeekApproval,
  WeekGrid,
  addMessages,
  loadMessages,
  organizationThemeVars,
  toLocale,
  useMessages,
  type Catalogue,
  type Locale,
} from '@kwartier/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import en from '../i18n/en.json';
import nl from '../i18n/nl.json';
import { messages } from '../messages';
import { dashboardView, invoiceStatusView, invoiceView } from '../pageViews';
import { shellNavigation } from '../shellNavigation';

/*
 * The page frame: what a signed-in page looks like before the app's script has arrived, drawn by
 * the server (built for it with vite.frame.config.ts into dist/.ssr/, and run by
 * packages/server/src/http/spa.ts) from the start data it sends with the page, so the phone's
 * first paint does not wait for the app. The same components as the app draws, with the same
 * data; nothing in it works (the server sends it `inert`) until the app has drawn the page over
 * it (main.tsx). Pure: every value comes from the input, nothing is kept between pages.
 */

type Data<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

const nothing = () => {};
const nothingSaved = () => Promise.resolve(null);

/** The page inside the shell, for the pages whose first data the server sends; null draws the shell alone. */
function page({ routeId, data, user, organization, search, today }: PageFrameInput): ReactNode {
  if (data === undefined) return null;
  switch (routeId) {
    case '/_authenticated/': {
      return (
        <Dashboard
          {...dashboardView(data as Data<typeof dashboardData>, validateDashboardSearch(search), user)}
          onScopeChange={nothing}
          onGroupingChange={nothing}
          onPrevious={nothing}
          onNext={nothing}
          onPeriodChoice={nothing}
        />
      );
    }
    case '/_authenticated/time': {
      const week = data as Data<typeof timeData>;
      return (
        <>
          <WeekApproval approval={week.approval} onSubmit={nothingSaved} />
          <WeekGrid
            frameFirst
            week={week}
            today={today}
            dateFormat={user.dateformat}
            saveStatus="idle"
            onChange={nothing}
            onNavigate={nothing}
            onAddLine={nothingSaved}
            onDeleteLine={nothingSaved}
            onCopyLastWeek={nothingSaved}
            onSaveNote={nothingSaved}
          />
        </>
      );
    }
    case '/_authenticated/_admin/invoices/$id': {
      const { invoice, mails, history } = data as Data<typeof invoiceData>;
      return (
        <>
          <InvoiceDetail
            {...invoiceView(invoice, user, organization)}
            status={<InvoiceStatusMenu {...invoiceStatusView(invoice, user, organization)} onChange={nothingSaved} />}
            onEditDetails={nothing}
            onAddTrackedTime={nothing}
            onSavePdf={nothing}
            onSaveEinvoice={nothing}
            onSaveLine={nothingSaved}
            onDeleteLine={nothingSaved}
            mails={mails}
          />
          <InvoiceHistory entries={history} dateFormat={user.dateformat} />
        </>
      );
    }
    default:
      return null;
  }
}

function Shell({ input }: { input: PageFrameInput }) {
  const t = useMessages(messages);
  const { user, organization } = input;
  return (
    <AppShell
      organizationName={organization.name}
      logoUrl={organization.logo_url}
      navItems={shellNavigation(user, t)}
      currentHref={input.pathname}
      userName={user.name}
      onLogout={nothing}
      toolbar={input.timer && <TimerControl timer={input.timer.timer} activities={input.timer.activities} onStart={nothing} onStop={nothing} onDiscard={nothing} />}
    >
      {page(input)}
    </AppShell>
  );
}

const APP_WORDS: Record<Locale, Catalogue> = { en, nl };
const words = new Map<Locale, Promise<void>>();

/** The library's and the app's words of a language, loaded once. */
function wordsOf(locale: Locale): Promise<void> {
  let loaded = words.get(locale);
  if (!loaded) {
    loaded = loadMessages(locale).then(() => addMessages(locale, APP_WORDS[locale]));
    words.set(locale, loaded);
  }
  return loaded;
}

/** The organisation's colours as a rule for the frame's theme root (the app sets them as its style; the page's policy allows no style attribute). */
function themeRule({ primary_color, secondary_color, accent_color }: PageFrameInput['organization']): string {
  const vars = organizationThemeVars({ primary: primary_color, secondary: secondary_color, accent: accent_color });
  const declarations = Object.entries(vars).map(([name, value]) => `${name}:${value}`);
  return declarations.length === 0 ? '' : `[${PAGE_FRAME_ATTRIBUTE}] [data-kwartier-theme]{${declarations.join(';')}}`;
}

/** The frame of a signed-in page: the shell in the user's language, with the page when it is one the server has the data of. */
export const renderPageFrame: RenderPageFrame = async (input): Promise<PageFrame | undefined> => {
  if (!input.layoutIds.includes('/_authenticated')) return undefined;
  const locale = toLocale(input.user.locale);
  await wordsOf(locale);
  const html = renderToString(
    <I18nProvider locale={locale}>
      <LinkRouterProvider navigate={nothing} useHref={(href) => href}>
        <Shell input={input} />
      </LinkRouterProvider>
    </I18nProvider>,
  );
  // Style attributes are dropped: the page's Content-Security-Policy would refuse them (the theme's colours come as a rule).
  return { html: html.replace(/ style="[^"]*"/g, ''), css: themeRule(input.organization) };
};
