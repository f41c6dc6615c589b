import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import type { SellerLink } from '#shared/seller-view/schemas.ts';
import { SellerLinksButton } from './seller-links-dialog';

afterEach(() => vi.unstubAllGlobals());

const PROPERTY = { id: 'p1', title: 'Altbauwohnung in Haidhausen' } as AdminProperty;
const LINKS_URL = '/api/admin/properties/p1/seller-links';
const TOKEN = 'k'.repeat(43);

const link = (overrides: Partial<SellerLink> = {}): SellerLink => ({
  id: 'l1',
  propertyId: 'p1',
  label: 'Familie Obermaier',
  showContact: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2099-01-01T10:00:00.000Z',
  lastOpenedAt: null,
  revokedAt: null,
  ...overrides,
});

function openDialog(links: SellerLink[], onWrite: (url: string, init: RequestInit) => Response | undefined) {
  const fetchSpy = mockFetch((url, init) => {
    if (init?.method === 'POST') return onWrite(url, init);
    return url === LINKS_URL ? jsonResponse(links) : undefined;
  });
  renderWithProviders(<SellerLinksButton property={PROPERTY} />);
  fireEvent.click(screen.getByRole('button', { name: 'Seller link for Altbauwohnung in Haidhausen' }));
  return fetchSpy;
}

describe('SellerLinksDialog', () => {
  it('lists the links with their state, expiry and last opening', async () => {
    openDialog(
      [
        link(),
        link({
          id: 'l2',
          label: null,
          revokedAt: '2026-11-21T10:00:00.000Z',
          lastOpenedAt: '2026-11-21T09:00:00.000Z',
        }),
        link({ id: 'l3', label: 'Alt', expiresAt: '2020-01-01T00:00:00.000Z', showContact: true }),
      ],
      () => undefined,
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Familie Obermaier');
    const items = within(dialog).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Active');
    expect(items[0]).toHaveTextContent('Never opened');
    expect(items[1]).toHaveTextContent('No label');
    expect(items[1]).toHaveTextContent('Revoked');
    expect(items[1]).toHaveTextContent('Last opened');
    expect(items[2]).toHaveTextContent('Expired');
    expect(items[2]).toHaveTextContent('With contact data');
    // Only an active link can be revoked.
    expect(within(dialog).getAllByRole('button', { name: /^Revoke link/ })).toHaveLength(1);
    // Dates the way the rest of the admin writes them, not "20 Nov 2026".
    expect(items[1]).toHaveTextContent(/Last opened.*21\.11\.2026, \d\d:00/);
    expect(items[0]?.textContent).not.toMatch(/Nov|Jan/);
  });

  it('names its button with the words it shows, and the property (WCAG 2.5.3 label in name)', () => {
    mockFetch(() => undefined);
    renderWithProviders(<SellerLinksButton property={PROPERTY} />);
    const button = screen.getByRole('button', { name: 'Seller link for Altbauwohnung in Haidhausen' });
    expect(button.textContent).toBe('Seller link');
    expect(button.getAttribute('aria-label')?.startsWith(button.textContent ?? '?')).toBe(true);
  });

  it('creates a link without contact data for 30 days by default and shows it once to copy', async () => {
    const bodies: unknown[] = [];
    openDialog([], (url, init) => {
      if (url !== LINKS_URL) return undefined;
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse({ ...link(), token: TOKEN, path: `/verkauf/${TOKEN}` }, 201);
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No links for this property yet.')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Show bidders’ contact data' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    fireEvent.change(within(dialog).getByLabelText('Label (optional)'), { target: { value: 'Familie Obermaier' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const created = await within(dialog).findByTestId('seller-link-new');
    expect(bodies).toEqual([{ label: 'Familie Obermaier', showContact: false, expiresInDays: 30 }]);
    expect(within(created).getByRole('textbox')).toHaveValue(`${window.location.origin}/verkauf/${TOKEN}`);
    expect(within(created).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('sends a last day and the contact choice when the agent picks them', async () => {
    const bodies: unknown[] = [];
    openDialog([], (_url, init) => {
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse({ ...link(), token: TOKEN, path: `/verkauf/${TOKEN}` }, 201);
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Valid for'), { target: { value: 'date' } });
    fireEvent.change(within(dialog).getByLabelText('Last day'), { target: { value: '2027-03-31' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Show bidders’ contact data' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByTestId('seller-link-new');
    expect(bodies).toEqual([{ label: '', showContact: true, expiresOn: '2027-03-31' }]);
  });

  it('revokes a link only after confirmation', async () => {
    const revoked: string[] = [];
    openDialog([link()], (url) => {
      revoked.push(url);
      return jsonResponse(link({ revokedAt: '2026-11-22T10:00:00.000Z' }));
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Revoke link Familie Obermaier' }));
    expect(revoked).toEqual([]);
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toEqual([`${LINKS_URL}/l1/revoke`]));
  });
});
