import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { munichToday } from '#shared/offers/offer-terms.ts';
import { pageOpenForAMinute } from '#tests/helpers/client/page-open-a-while.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { OfferForm } from './offer-form';

const PROPERTY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OFFERS_URL = `/api/properties/${PROPERTY_ID}/bids`;

function renderForm(language: 'de' | 'en' | 'fr' = 'de') {
  window.localStorage.setItem('selected-language', language);
  return renderWithProviders(<OfferForm propertyId={PROPERTY_ID} />, { path: '/', forceEnglish: false });
}

pageOpenForAMinute();

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function fillValidOffer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Vorname'), 'Erika');
  await user.type(screen.getByLabelText('Nachname'), 'Mustermann');
  await user.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.org');
  await user.type(screen.getByLabelText('Telefonnummer'), '+49 89 123456');
  await user.type(screen.getByLabelText('Angebotssumme'), '480000');
  await user.click(screen.getByRole('checkbox'));
}

describe('the offer form’s optional terms', () => {
  it('are closed at first and open from their summary, labelled in each language', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderForm('fr');
    const summary = await screen.findByText('Informations complémentaires (facultatif)');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(screen.getByRole('group', { name: 'Financement' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Non précisé' })).toBeChecked();
    expect(screen.getByLabelText('Date de remise des clés souhaitée')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Durée de validité de votre offre (jours)')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Votre message')).toHaveAccessibleDescription(/^0 sur 2\s000 caractères$/);
    expect(screen.getByLabelText('Justificatif de financement')).toHaveAttribute('type', 'file');
  });

  it('sends the terms given and leaves out the others', async () => {
    const fetchSpy = mockFetch((url, init) =>
      url === OFFERS_URL && init?.method === 'POST' ? jsonResponse({ bidAmount: '250000.00' }, 201) : undefined,
    );
    const user = userEvent.setup();
    renderForm();
    await fillValidOffer(user);
    await user.click(screen.getByText('Weitere Angaben (optional)'));
    await user.click(screen.getByRole('radio', { name: 'Finanzierung bestätigt' }));
    await user.type(screen.getByLabelText('Bindefrist Ihres Angebots (Tage)'), '30');
    await user.type(screen.getByLabelText('Ihre Nachricht'), '  Gerne auch früher.  ');
    expect(screen.getByLabelText('Ihre Nachricht')).toHaveAccessibleDescription('18 von 2.000 Zeichen');
    await user.click(screen.getByRole('button', { name: /Angebot abgeben/ }));

    await waitFor(() => expect(fetchSpy.mock.calls.some(([url]) => url === OFFERS_URL)).toBe(true));
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === OFFERS_URL)!;
    const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ financing: 'financing-confirmed', bindingDays: 30, message: 'Gerne auch früher.' });
    expect(body).not.toHaveProperty('handoverDate');
    expect(body).not.toHaveProperty('proofOfFundsId');
  });

  it('says what is wrong with a date in the past and a binding period out of range, sending nothing', async () => {
    const fetchSpy = mockFetch(() => undefined);
    const user = userEvent.setup();
    renderForm('en');
    await user.click(await screen.findByText('More details (optional)'));
    await user.type(screen.getByLabelText('Desired handover date'), addDays(munichToday(), -1));
    await user.type(screen.getByLabelText('Your offer stands for (days)'), '400');
    await user.click(screen.getByRole('button', { name: /Submit offer/ }));
    expect(await screen.findByText('The handover date cannot be in the past')).toBeInTheDocument();
    expect(screen.getByText('The period must be a whole number of days from 1 to 365')).toBeInTheDocument();
    expect(screen.getByLabelText('Your offer stands for (days)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy.mock.calls.some(([url]) => url === OFFERS_URL)).toBe(false);
  });

  it('refuses a file of another kind or over 10 MB before uploading it', async () => {
    const fetchSpy = mockFetch(() => undefined);
    const user = userEvent.setup({ applyAccept: false });
    renderForm('en');
    await user.click(await screen.findByText('More details (optional)'));
    const input = screen.getByLabelText('Proof of funds');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We cannot accept this file. Please choose a PDF, JPEG or PNG file.',
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    expect(await screen.findByText('The file is larger than 10 MB. Please choose a smaller file.')).toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('offer-documents'))).toBe(false);
  });
});
