import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferPageItem } from '#shared/offers/admin-schemas.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { ReceiptButton } from './receipt-button';
import { savedFiles } from '#tests/helpers/client/saved-files.ts';

const OFFER: OfferPageItem = {
  id: '3f2a9c1e-7b4d-4e8a-9c21-5d6e7f8a9b0c',
  propertyId: '11111111-1111-4111-8111-111111111111',
  propertyTitle: 'Villa in Grünwald',
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna@example.de',
  phone: '+49 89 1',
  bidAmount: '900000.00',
  isFavorite: false,
  createdAt: new Date(2026, 10, 20, 10, 0).toISOString(),
  status: 'new',
  note: null,
  isHighest: false,
  terms: null,
  verifiedAt: null,
  withdrawnAt: null,
  language: 'de',
  messages: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReceiptButton', () => {
  it("downloads the offer's receipt under the name the server gives it", async () => {
    const saved = savedFiles('blob:receipt');
    const fetchSpy = mockFetch((url) =>
      url === `/api/admin/offers/${OFFER.id}/receipt`
        ? new Response('%PDF-1.7', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="Offer-receipt-3F2A9C1E.pdf"',
            },
          })
        : undefined,
    );
    renderWithProviders(<ReceiptButton offer={OFFER} name="Anna Huber" compact={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download the receipt (PDF) of the offer from Anna Huber' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Offer-receipt-3F2A9C1E.pdf', href: 'blob:receipt' }]));
    expect(fetchSpy).toHaveBeenCalledWith(`/api/admin/offers/${OFFER.id}/receipt`, expect.anything());
    expect(screen.getByRole('button', { name: /receipt/i })).toHaveTextContent('Receipt (PDF)');
  });

  it('says so when the receipt cannot be had', async () => {
    const saved = savedFiles('blob:receipt');
    mockFetch((url) => (url.endsWith('/receipt') ? jsonResponse({ message: 'Offer not found' }, 404) : undefined));
    renderWithProviders(
      <>
        <ReceiptButton offer={OFFER} name="Anna Huber" />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download the receipt (PDF) of the offer from Anna Huber' }));
    expect((await screen.findAllByText('The receipt could not be created')).length).toBeGreaterThan(0);
    expect(saved).toEqual([]);
  });
});
