import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { LogoutButton } from './logout-button';

afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it.each([
    ['succeeds', 200],
    ['fails', 500],
  ])('clears the cache and goes to / when the call %s', async (_label, status) => {
    mockFetch((url) => (url === '/api/logout' ? jsonResponse({ message: 'x' }, status) : undefined));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['/api/admin/bids'], [{ id: 'b1' }]);
    queryClient.setQueryData(['/api/auth/user'], { id: 'u1' });
    const { location } = renderWithProviders(<LogoutButton />, { queryClient });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(queryClient.getQueryData(['/api/admin/bids'])).toBeUndefined();
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeUndefined();
  });
});
