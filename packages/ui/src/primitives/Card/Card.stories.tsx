import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { EditIcon } from '../Icon/icons/EditIcon';
import { Card } from './Card';
import { DetailList, type DetailItem } from './DetailList';

/** The organisation's Details card. */
const organizationDetails: DetailItem[] = [
  { label: 'Address', value: 'Keizersgracht 123' },
  { label: 'Zip code', value: '1015 CJ' },
  { label: 'City', value: 'Amsterdam' },
  { label: 'Country', value: 'Netherlands' },
  { label: 'Email', value: 'info@example.nl' },
  { label: 'Website', value: 'https://example.nl' },
  { label: 'Phone', value: '020 123 4567' },
  { label: 'IBAN', value: 'NL91 ABNA 0417 1643 00' },
  { label: 'VAT', value: 'NL123456782B01' },
  { label: 'Chamber of commerce', value: '12345678' },
];

const onEdit = fn();

const meta = {
  title: 'Primitives/Card',
  component: Card,
  parameters: { layout: 'padded' },
  args: {
    title: 'Details',
    actions: <IconButton label="Edit details" icon={<EditIcon />} tooltip onPress={onEdit} />,
    children: <DetailList items={organizationDetails} />,
  },
  argTypes: { actions: { control: false }, children: { control: false } },
  beforeEach: () => {
    onEdit.mockClear();
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named section with a level-2 heading; the edit button is reachable with Tab and Enter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Details' });
    await expect(within(card).getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();
    const terms = within(card).getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(organizationDetails.map((item) => item.label));
    await expect(within(card).getAllByRole('definition')[1]).toHaveTextContent('1015 CJ');
    await userEvent.tab();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Edit details' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
  },
};

/** Missing values show a dash, read as "Not provided". */
export const EmptyValues: Story = {
  // Reads the built-in English text.
  globals: { locale: 'en' },
  args: {
    children: (
      <DetailList
        items={organizationDetails.map((item, i) => (i % 3 === 0 ? { ...item, value: i === 0 ? null : '  ' } : item))}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const definitions = within(canvasElement).getAllByRole('definition');
    await expect(definitions[0]).toHaveTextContent('—Not provided');
    await expect(definitions[3]).toHaveTextContent('Not provided');
    await expect(definitions[1]).toHaveTextContent('1015 CJ');
  },
};

/** While loading: a spinner instead of the content, and the section is aria-busy. */
export const Loading: Story = {
  // Reads the built-in English text.
  globals: { locale: 'en' },
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Details' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    await expect(within(card).queryByRole('term')).not.toBeInTheDocument();
  },
};

/** Without actions, a deeper heading level and stacked pairs (a narrow column). */
export const Stacked: Story = {
  args: {
    title: 'Contact',
    headingLevel: 3,
    actions: undefined,
    children: <DetailList layout="stacked" items={organizationDetails.slice(4, 7)} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Contact' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Long title and values wrap instead of overflowing; the edit button keeps its place. */
export const LongContent: Story = {
  args: {
    title: 'Coöperatieve Vereniging van Zelfstandige Vertaal- en Tolkenbureaus in Noord-Holland U.A.',
    children: (
      <DetailList
        items={[
          { label: 'Address', value: 'Burgemeester van Reenensingel 101, gebouw C, vierde verdieping, kamer 4.17' },
          { label: 'Website', value: 'https://www.een-heel-erg-lange-domeinnaam-voor-een-vertaalbureau.example.nl/contact' },
          { label: 'Notes', value: 'First line\nSecond line\nThird line' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    const button = canvas.getByRole('button', { name: 'Edit details' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
  },
};

export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: {
    title: 'Gegevens',
    actions: <IconButton label="Gegevens bewerken" icon={<EditIcon />} onPress={onEdit} />,
    children: (
      <DetailList
        items={[
          { label: 'Adres', value: 'Keizersgracht 123' },
          { label: 'Postcode', value: '' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Gegevens' })).toBeVisible();
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('Niet ingevuld');
  },
};
