import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '#shared/api/contract.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { DataRequestActions } from './data-request-actions';

const ERASE = '/api/admin/privacy/erase';

afterEach(() => vi.unstubAllGlobals());

const NOTHING_KEPT: ResponseOf<'privacyErase'> = {
  deleted: 2,
  feedback: 0,
  documents: 1,
  keptAgreements: 0,
  keptUntil: null,
  keptIdentifications: 0,
  identificationKeptUntil: null,
};

/** Erases the address through the confirmation and answers with `answer`; the toast's description, if any. */
async function erase(answer: ResponseOf<'privacyErase'>) {
  const bodies: unknown[] = [];
  mockFetch((url, init) => {
    if (url === ERASE && init?.method === 'POST') {
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse(answer);
    }
    return undefined;
  });
  renderWithProviders(<DataRequestActions email="greta@example.de" offers={2} feedback={0} documents={1} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete (Art. 17)' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Deleted: 2 offers'));
  expect(bodies).toEqual([{ email: 'greta@example.de' }]);
  return screen.queryByTestId('toast-description');
}

describe('DataRequestActions', () => {
  it('names the buyer’s identification the erasure kept, until when and why', async () => {
    const description = await erase({
      ...NOTHING_KEPT,
      keptIdentifications: 1,
      identificationKeptUntil: '2031-12-31T23:00:00.000Z',
    });
    expect(description).toHaveTextContent(
      'Kept: the identification as a buyer under the money laundering act, until 31.12.2031 (legal retention, Art. 17 (3) (b) GDPR).',
    );
    expect(description).not.toHaveTextContent('brokerage agreements');
  });

  it('names both when brokerage agreements were kept too', async () => {
    const description = await erase({
      ...NOTHING_KEPT,
      keptAgreements: 2,
      keptUntil: '2029-12-31T23:00:00.000Z',
      keptIdentifications: 1,
      identificationKeptUntil: '2031-12-31T23:00:00.000Z',
    });
    expect(description).toHaveTextContent('Kept: 2 brokerage agreements until 31.12.2029.');
    expect(description).toHaveTextContent(
      'the identification as a buyer under the money laundering act, until 31.12.2031',
    );
  });

  it('has nothing to add when nothing was kept', async () => {
    expect(await erase(NOTHING_KEPT)).toBeNull();
  });
});
