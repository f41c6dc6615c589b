import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { OfferSection } from './offer-section';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('OfferSection', () => {
  it('offers no form once the offer period has ended, and says so', async () => {
    mockFetch(() => undefined);
    window.localStorage.setItem('selected-language', 'de');
    // The closed section is a chunk of its own, which a section rendered in the browser loads at once.
    await act(async () => {
      renderWithProviders(<OfferSection propertyId="p1" auctionEndDate="2020-01-01T00:00:00.000Z" />, {
        path: '/',
        forceEnglish: false,
      });
    });
    expect(await screen.findByRole('heading', { name: 'Die Angebotsfrist ist abgelaufen' })).toBeInTheDocument();
    expect(screen.getByText('Die Angebotsfrist für diese Immobilie ist abgelaufen.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(document.querySelector('.spinner')).toBeNull();
  });
});
