import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { NotaryDossierCard } from './notary-dossier-card';

const ID = '11111111-1111-4111-8111-111111111111';
const URL = `/api/admin/properties/${ID}/notary-dossier`;
const PROPERTY = { id: ID, title: 'Villa in Grünwald', awardedAt: '2026-11-29T10:00:00.000Z' } as AdminProperty;

afterEach(() => vi.unstubAllGlobals());

describe('NotaryDossierCard', () => {
  it('saves the reference and the notary’s address before sending, and says when it was sent', async () => {
    const calls: string[] = [];
    let state = {
      awarded: true,
      sellerReference: '',
      notaryEmail: null as string | null,
      sentAt: null as string | null,
    };
    mockFetch((url, init) => {
      if (url === URL && init?.method === 'PUT') {
        calls.push(`PUT ${String(init.body)}`);
        const body = JSON.parse(String(init.body)) as { sellerReference: string; notaryEmail: string };
        state = { ...state, ...body };
        return jsonResponse(state);
      }
      if (url === `${URL}/send`) {
        calls.push('POST send');
        state = { ...state, sentAt: '2026-11-29T11:00:00.000Z' };
        return jsonResponse({ message: 'The dossier is on its way to notar@example.de.', sentAt: state.sentAt });
      }
      return url === URL ? jsonResponse(state) : undefined;
    });
    renderWithProviders(<NotaryDossierCard property={PROPERTY} />, { queryClient: createTestQueryClient() });
    const region = await screen.findByRole('region', { name: 'Notary’s dossier' });
    const user = userEvent.setup();
    await user.type(within(region).getByLabelText('Seller’s or mandate’s reference'), 'Auftrag 117');
    await user.type(within(region).getByLabelText('Notary’s e-mail address (optional)'), 'notar@example.de');
    await user.click(within(region).getByRole('button', { name: 'Send to the notary' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual(['PUT {"sellerReference":"Auftrag 117","notaryEmail":"notar@example.de"}', 'POST send']);
    expect(await within(region).findByTestId('dossier-sent-at')).toHaveTextContent(/^Last sent on 29\.11\.2026/);
  });

  it('is not there before the award', async () => {
    mockFetch((url) =>
      url === URL ? jsonResponse({ awarded: false, sellerReference: '', notaryEmail: null, sentAt: null }) : undefined,
    );
    renderWithProviders(<NotaryDossierCard property={PROPERTY} />, { queryClient: createTestQueryClient() });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Notary’s dossier' })).not.toBeInTheDocument();
  });
});
