import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Standing } from '#shared/procedure/schemas.ts';
import { createTestQueryClient, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { ANNOUNCEMENT_GAP_MS, StandingAnnouncer } from './standing-announcer';

const PROPERTY_ID = 'p1';
const KEY = ['/api/properties/p1/standing'];
const OPENED: Standing = {
  mode: 'open',
  highestOffer: '500000.00',
  offerCount: 3,
  endsAt: '2026-12-10T17:00:00.000Z',
  minimumOffer: null,
  minimumStep: null,
  extensionMinutes: 15,
  verifiedOffersOnly: false,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderAnnouncer(language: 'de' | 'en' = 'de') {
  // The query cache tells its observers in a timeout of its own: the test moves the clock for it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  mockFetch(() => undefined);
  window.localStorage.setItem('selected-language', language);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(KEY, OPENED);
  renderWithProviders(<StandingAnnouncer propertyId={PROPERTY_ID} />, { path: '/', forceEnglish: false, queryClient });
  return (standing: Partial<Standing>) =>
    act(() => {
      queryClient.setQueryData(KEY, { ...OPENED, ...standing });
      vi.advanceTimersByTime(0);
    });
}

describe('what the offer form announces of the procedure', () => {
  it('says nothing of the standing the page opened with', () => {
    renderAnnouncer();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('announces a new highest offer at once, then at most every half minute, summing up what came meanwhile', () => {
    const update = renderAnnouncer();
    const status = screen.getByRole('status');
    update({ highestOffer: '510000.00', offerCount: 4 });
    expect(status).toHaveTextContent('Neues Höchstgebot: 510.000 € (4 Angebote).');

    // Two more offers and an extension within the half minute: one announcement, at its end.
    act(() => vi.advanceTimersByTime(5_000));
    update({ highestOffer: '520000.00', offerCount: 5 });
    update({ highestOffer: '530000.00', offerCount: 6, endsAt: '2026-12-10T17:10:00.000Z' });
    expect(status).toHaveTextContent('Neues Höchstgebot: 510.000 € (4 Angebote).');
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_GAP_MS - 5_001));
    expect(status).toHaveTextContent('Neues Höchstgebot: 510.000 € (4 Angebote).');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent(
      'Neues Höchstgebot: 530.000 € (6 Angebote). Die Angebotsfrist wurde bis 10.12.2026, 18:10 verlängert.',
    );

    // The same extension is not said twice; an unchanged standing says nothing.
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_GAP_MS));
    update({ highestOffer: '530000.00', offerCount: 6, endsAt: '2026-12-10T17:10:00.000Z' });
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_GAP_MS));
    expect(status).toHaveTextContent('Die Angebotsfrist wurde bis 10.12.2026, 18:10 verlängert.');
  });

  it('announces a moved end in a sealed procedure, in English', () => {
    const update = renderAnnouncer('en');
    update({ mode: 'sealed', highestOffer: null, offerCount: null, endsAt: '2026-12-10T17:15:00.000Z' });
    expect(screen.getByRole('status')).toHaveTextContent('The offer period has been extended to 10 Dec 2026, 18:15.');
  });
});
