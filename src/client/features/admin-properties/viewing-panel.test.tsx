import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { ViewingPanel } from './viewing-panel';
import type { ViewingSlots } from './use-viewing-slots';

afterEach(() => vi.unstubAllGlobals());

const SLOTS_URL = '/api/admin/properties/p1/viewing-slots';
const SLOT: ViewingSlots['slots'][number] = {
  id: '22222222-2222-4222-8222-222222222222',
  startsAt: '2027-03-28T08:00:00.000Z',
  durationMinutes: 60,
  capacity: 4,
  cancelledAt: null,
  placesLeft: 2,
  begun: false,
  bookings: [
    {
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      name: 'Anna Berger',
      email: 'anna@example.de',
      phone: '+49 89 1234567',
      language: 'de',
      status: 'confirmed',
      requestedAt: '2026-11-29T09:00:00.000Z',
      confirmedAt: '2026-11-29T09:05:00.000Z',
      cancelledAt: null,
    },
    {
      id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
      name: 'Jean Dupont',
      email: 'jean@example.fr',
      phone: '+33 1 23 45 67 89',
      language: 'fr',
      status: 'requested',
      requestedAt: '2026-11-29T10:00:00.000Z',
      confirmedAt: null,
      cancelledAt: null,
    },
  ],
};

function renderPanel(slots: ViewingSlots['slots']) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData([SLOTS_URL], { slots });
  return renderWithProviders(<ViewingPanel propertyId="p1" />, { queryClient });
}

describe('ViewingPanel', () => {
  it('lists each slot on Munich’s clock with its places and who booked it, in which state', () => {
    mockFetch(() => undefined);
    renderPanel([SLOT]);
    const slot = within(screen.getByRole('region', { name: 'Besichtigungstermine' })).getAllByRole('listitem')[0]!;
    expect(slot).toHaveTextContent('So., 28.03.2027, 10:00–11:00');
    expect(slot).toHaveTextContent('2 von 4 Plätzen belegt');
    expect(within(slot).getByRole('link', { name: 'anna@example.de' })).toHaveAttribute(
      'href',
      'mailto:anna@example.de',
    );
    expect(within(slot).getByRole('link', { name: '+33 1 23 45 67 89' })).toHaveAttribute('href', 'tel:+33123456789');
    expect(slot).toHaveTextContent('bestätigt');
    expect(slot).toHaveTextContent('angefragt');
  });

  it('adds a slot with its start as Munich’s wall clock shows it', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url !== SLOTS_URL || init?.method !== 'POST') return undefined;
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse({ message: 'Viewing slot added', slots: [SLOT] }, 201);
    });
    renderPanel([]);
    expect(screen.getByText('Noch keine Besichtigungstermine')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Beginn (Münchner Zeit)'), { target: { value: '2027-03-28T10:00' } });
    fireEvent.change(screen.getByLabelText('Dauer in Minuten'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Plätze'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Termin hinzufügen' }));
    await waitFor(() => expect(bodies).toEqual([{ startsAt: '2027-03-28T10:00', durationMinutes: 60, capacity: 4 }]));
    expect(await screen.findByText('2 von 4 Plätzen belegt')).toBeInTheDocument();
  });

  it('cancels a slot only after saying that everyone confirmed is told', async () => {
    const deleted: string[] = [];
    mockFetch((url, init) => {
      if (init?.method !== 'DELETE') return undefined;
      deleted.push(url);
      return jsonResponse({
        message: 'Viewing slot cancelled',
        slots: [{ ...SLOT, cancelledAt: '2026-11-29T11:00:00.000Z' }],
      });
    });
    renderPanel([SLOT]);
    fireEvent.click(screen.getByRole('button', { name: 'Termin absagen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('So., 28.03.2027, 10:00–11:00: Der Termin nimmt keine Buchungen mehr an.');
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Termin absagen' }));
    await waitFor(() => expect(deleted).toEqual([`${SLOTS_URL}/${SLOT.id}`]));
    expect(await screen.findByText('Abgesagt')).toBeInTheDocument();
  });

  it('offers no cancelling for a viewing that has begun: it took place', () => {
    mockFetch(() => undefined);
    renderPanel([
      { ...SLOT, begun: true },
      { ...SLOT, id: '33333333-3333-4333-8333-333333333333' },
    ]);
    const region = screen.getByRole('region', { name: 'Besichtigungstermine' });
    expect(within(region).getAllByRole('button', { name: 'Termin absagen' })).toHaveLength(1);
  });
});
