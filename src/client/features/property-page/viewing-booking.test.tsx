import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { ViewingBooking } from './viewing-booking';

const SLUG = 'altbauwohnung-in-schwabing';
const SLOTS_URL = `/api/listings/${SLUG}/viewings`;
const SLOTS = [
  // Saturday 27 March 2027, before the clocks change; Sunday 28 March, after.
  {
    id: '11111111-1111-4111-8111-111111111111',
    startsAt: '2027-03-27T09:00:00.000Z',
    durationMinutes: 45,
    capacity: 1,
    placesLeft: 1,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    startsAt: '2027-03-28T08:00:00.000Z',
    durationMinutes: 60,
    capacity: 8,
    placesLeft: 3,
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    startsAt: '2027-03-29T16:00:00.000Z',
    durationMinutes: 30,
    capacity: 1,
    placesLeft: 0,
  },
];

function renderBooking(
  language: Language,
  answer: (body: unknown) => Response = () => Response.json({ message: 'ok' }, { status: 201 }),
) {
  window.localStorage.setItem('selected-language', language);
  const posted: unknown[] = [];
  const fetchSpy = mockFetch((url, init) => {
    if (url.startsWith('/api/translations/')) return new Promise<Response>(() => undefined);
    if (url === SLOTS_URL && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return answer(body);
    }
    if (url === SLOTS_URL) return Response.json({ slots: SLOTS });
    return undefined;
  });
  renderWithProviders(<ViewingBooking slug={SLUG} />, { path: '/', forceEnglish: false });
  return { posted, fetchSpy };
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ViewingBooking', () => {
  it('lists the slots on Munich’s clock either side of the change to summer time, with their places', async () => {
    renderBooking('de');
    const group = await screen.findByRole('group', { name: 'Termin' });
    const options = within(group).getAllByRole('radio');
    expect(options).toHaveLength(3);
    expect(options.map((option) => option.closest('label')!.textContent)).toEqual([
      'Sa., 27. März 2027, 10:00–10:45Einzeltermin',
      'So., 28. März 2027, 10:00–11:00Gruppentermin, noch 3 Plätze frei',
      'Mo., 29. März 2027, 18:00–18:30ausgebucht',
    ]);
    expect(options[2]).toBeDisabled();
  });

  it('names each problem at its field and sends nothing until the form is right', async () => {
    const { posted } = renderBooking('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Request this time' }));
    expect(await screen.findByText('Please choose a time')).toBeInTheDocument();
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a phone number we can reach you at')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(posted).toEqual([]);
  });

  it('sends the chosen slot with name, address, phone and language, then says where the link went', async () => {
    const { posted } = renderBooking('fr');
    fireEvent.click(await screen.findByRole('radio', { name: /28 mars 2027, 10:00–11:00/ }));
    fireEvent.change(screen.getByLabelText('Prénom et nom'), { target: { value: 'Anna Berger' } });
    fireEvent.change(screen.getByLabelText('E-mail pour la confirmation'), { target: { value: 'Anna@Example.de' } });
    fireEvent.change(screen.getByLabelText('Téléphone pour vous joindre'), { target: { value: '+49 89 1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Demander ce créneau' }));
    expect(await screen.findByText(/envoyé à anna@example\.de/)).toHaveAttribute('role', 'status');
    expect(posted).toEqual([
      { slotId: SLOTS[1]!.id, name: 'Anna Berger', email: 'anna@example.de', phone: '+49 89 1234567', language: 'fr' },
    ]);
  });

  it('says so when the slot was taken meanwhile, and asks for the places again', async () => {
    const { fetchSpy } = renderBooking('de', () =>
      Response.json({ message: 'This viewing slot is fully booked.', reason: 'full' }, { status: 409 }),
    );
    fireEvent.click(await screen.findByRole('radio', { name: /27\. März 2027/ }));
    fireEvent.change(screen.getByLabelText('Vor- und Nachname'), { target: { value: 'Anna Berger' } });
    fireEvent.change(screen.getByLabelText('E-Mail für die Bestätigung'), { target: { value: 'anna@example.de' } });
    fireEvent.change(screen.getByLabelText('Telefon für Rückfragen'), { target: { value: '089 1234567' } });
    const listed = () =>
      fetchSpy.mock.calls.filter(([url, init]) => url === SLOTS_URL && init?.method !== 'POST').length;
    const before = listed();
    fireEvent.click(screen.getByRole('button', { name: 'Termin anfragen' }));
    expect(
      await screen.findByText('Dieser Termin ist inzwischen ausgebucht. Bitte wählen Sie einen anderen.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(listed()).toBeGreaterThan(before));
  });

  it('shows nothing where no slot is offered', async () => {
    window.localStorage.setItem('selected-language', 'de');
    const fetchSpy = mockFetch((url) => (url === SLOTS_URL ? Response.json({ slots: [] }) : undefined));
    const { container } = renderWithProviders(<ViewingBooking slug={SLUG} />, { path: '/', forceEnglish: false });
    await waitFor(() => expect(fetchSpy.mock.calls.some(([url]) => url === SLOTS_URL)).toBe(true));
    expect(container.querySelector('#viewings')).toBeNull();
  });
});
