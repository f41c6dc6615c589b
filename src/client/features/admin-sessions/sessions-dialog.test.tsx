import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '#shared/auth/session-schemas.ts';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { SessionsButton } from './sessions-dialog';

const DESK: AdminSession = {
  id: 'a'.repeat(64),
  current: true,
  device: 'Firefox · Linux',
  signedInAt: new Date(2026, 10, 26, 8, 5).toISOString(),
  lastSeenAt: new Date(2026, 10, 26, 9, 40).toISOString(),
  expiresAt: new Date(2026, 10, 26, 17, 40).toISOString(),
};
const PHONE: AdminSession = { ...DESK, id: 'b'.repeat(64), current: false, device: null };

afterEach(() => vi.unstubAllGlobals());

describe('SessionsButton', () => {
  it('lists the devices, this one marked and without an End button, and ends another one', async () => {
    let listed = [DESK, PHONE];
    const fetchSpy = mockFetch((url, init) => {
      if (url === `/api/admin/sessions/${PHONE.id}` && init?.method === 'DELETE') {
        listed = [DESK];
        return jsonResponse({ message: 'Session ended' });
      }
      if (url === '/api/admin/sessions') return jsonResponse(listed);
      return undefined;
    });
    renderWithProviders(<SessionsButton />, { queryClient: createTestQueryClient() });
    fireEvent.click(screen.getByRole('button', { name: 'Sessions' }));

    const dialog = await screen.findByRole('dialog', { name: 'Where you are signed in' });
    const list = await within(dialog).findByRole('list', { name: 'Where you are signed in' });
    const [desk, phone] = within(list).getAllByRole('listitem');
    expect(desk).toHaveTextContent('Firefox · Linux');
    expect(desk).toHaveTextContent('This device');
    expect(desk).toHaveTextContent('Signed in 26.11.2026, 08:05 · last active 26.11.2026, 09:40');
    expect(within(desk!).queryByRole('button')).toBeNull();
    expect(phone).toHaveTextContent('Unknown device');

    fireEvent.click(within(phone!).getByRole('button', { name: 'End the session on Unknown device' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(
      fetchSpy.mock.calls.some(([url, init]) => url === `/api/admin/sessions/${PHONE.id}` && init?.method === 'DELETE'),
    ).toBe(true);
  });
});
