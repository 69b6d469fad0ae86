/**
 * Visual regression: key stories (and the newer components' main story) rendered (without their play functions) and compared with the
 * committed baselines in __screenshots__/visual.test.tsx/. Baselines are taken and compared with
 * the pinned npm Chromium (@sparticuz/chromium) and pinned fonts (dejavu-fonts-ttf) on every
 * machine, whatever Chromium or fonts it has (vitest.config.ts, scripts/browser.mjs).
 *
 * Update after an intended change:  pnpm --filter @kwartier/ui test:visual -u
 * (then look at the changed PNGs before committing them).
 */
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as AppShell from '../../src/features/shell/AppShell/AppShell.stories';
import * as Card from '../../src/primitives/Card/Card.stories';
import * as ClientList from '../../src/features/clients/ClientList/ClientList.stories';
import * as Dashboard from '../../src/features/dashboard/Dashboard/Dashboard.stories';
import * as InvoiceLineTable from '../../src/features/invoices/InvoiceLineTable/InvoiceLineTable.stories';
import * as InvoiceList from '../../src/features/invoices/InvoiceList/InvoiceList.stories';
import * as InvoicePrintPage from '../../src/features/invoices/InvoicePrintPage/InvoicePrintPage.stories';
import * as StatusScreen from '../../src/features/shell/StatusScreen/StatusScreen.stories';
import * as WeekGrid from '../../src/features/time/WeekGrid/WeekGrid.stories';
import * as Dialog from '../../src/primitives/Dialog/Dialog.stories';
import * as DatePicker from '../../src/primitives/DatePicker/DatePicker.stories';
import * as FormDialog from '../../src/patterns/FormDialog/FormDialog.stories';
import * as HtmlContent from '../../src/primitives/HtmlContent/HtmlContent.stories';
import * as LoginForm from '../../src/features/auth/LoginForm/LoginForm.stories';
import * as ProgressBar from '../../src/primitives/ProgressBar/ProgressBar.stories';
import * as Select from '../../src/primitives/Select/Select.stories';
import * as Table from '../../src/primitives/Table/Table.stories';
import * as Tabs from '../../src/primitives/Tabs/Tabs.stories';
import { composeForRender, type StoryModule } from './composeStory';

interface Shot {
  /** Baseline file name (without browser, platform and extension). */
  name: string;
  module: StoryModule;
  story: string;
  locale?: 'en' | 'nl';
  theme?: 'default' | 'organization' | 'print';
}

const shots: Shot[] = [
  { name: 'LoginForm', module: LoginForm, story: 'Default' },
  { name: 'LoginForm-nl-organization', module: LoginForm, story: 'Default', locale: 'nl', theme: 'organization' },
  { name: 'ClientList', module: ClientList, story: 'Default' },
  // The story's dialog is open on mount: this is the open FormDialog over its page.
  { name: 'FormDialog-open', module: FormDialog, story: 'Default' },
  { name: 'AppShell', module: AppShell, story: 'Default' },
  { name: 'Table', module: Table, story: 'Default' },
  { name: 'Table-print', module: Table, story: 'Default', theme: 'print' },
  { name: 'Card', module: Card, story: 'Default' },
  { name: 'Tabs', module: Tabs, story: 'Horizontal' },
  { name: 'Select', module: Select, story: 'Default' },
  { name: 'DatePicker', module: DatePicker, story: 'Default' },
  { name: 'ProgressBar', module: ProgressBar, story: 'Determinate' },
  { name: 'HtmlContent', module: HtmlContent, story: 'Default' },
  // The screens a freelancer opens the app for: the time sheet, the dashboard, the invoices and
  // the printed invoice, and the frame's error screen (all with fixed dates and data).
  { name: 'WeekGrid', module: WeekGrid, story: 'Default' },
  { name: 'WeekGrid-readonly-nl-organization', module: WeekGrid, story: 'Dutch', locale: 'nl', theme: 'organization' },
  { name: 'Dashboard', module: Dashboard, story: 'Month' },
  { name: 'InvoiceList', module: InvoiceList, story: 'Default' },
  { name: 'InvoiceLineTable', module: InvoiceLineTable, story: 'Default' },
  { name: 'InvoicePrintPage-nl', module: InvoicePrintPage, story: 'Dutch', locale: 'nl' },
  { name: 'StatusScreen', module: StatusScreen, story: 'Error' },
  // On a 390 px phone a table's rows are cards with every amount in view.
  { name: 'Table-phone', module: Table, story: 'PhoneCards' },
  { name: 'InvoiceLineTable-phone', module: InvoiceLineTable, story: 'Phone' },
  // A dialog with a long body on a 390 × 844 px phone: full width less 8 px, actions in view.
  { name: 'Dialog-phone', module: Dialog, story: 'Phone' },
];

// Pixels only: no caret blinking in a focused field, no animation or transition caught half-way
// (a screenshot must be stable across two captures, which a busy machine makes slow enough to
// catch a caret blink).
const still = document.createElement('style');
still.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
document.head.append(still);

let canvas: HTMLElement | undefined;
afterEach(() => {
  canvas?.remove();
  canvas = undefined;
});

for (const shot of shots) {
  test(shot.name, async () => {
    const story = composeForRender(
      shot.module,
      shot.story,
      { locale: shot.locale ?? 'en', theme: shot.theme ?? 'default' },
      // axe already ran on these in the story projects; here only pixels count.
      { a11y: { test: 'off' } },
    );
    canvas = document.createElement('div');
    document.body.append(canvas);
    await story.run({ canvasElement: canvas });
    await document.fonts.ready;
    // Two equal captures in a row make a stable screenshot; on 2 busy cores that can take longer
    // than the default 5 s, which says nothing about the pixels compared after it.
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot(shot.name, { timeout: 20_000 });
  });
}
