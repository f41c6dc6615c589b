import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import {
  resetUnauthorizedRedirect,
  UNAUTHORIZED_REDIRECT_MS,
  useUnauthorizedHandler,
} from './use-unauthorized-redirect';

function Trigger({ error, delayMs, description }: { error: unknown; delayMs: number; description?: string }) {
  const handle = useUnauthorizedHandler();
  return (
    <button type="button" onClick={() => handle(error, { delayMs, description })}>
      fail
    </button>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  mockFetch(() => undefined);
});
afterEach(() => {
  resetUnauthorizedRedirect();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useUnauthorizedHandler', () => {
  it('shows the Unauthorized toast and goes to /login after 1 s for the favourite toggle', () => {
    const { location } = renderWithProviders(
      <Trigger error={new ApiError(401, '401: Unauthorized')} delayMs={UNAUTHORIZED_REDIRECT_MS.favorite} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByTestId('toast-title')).toHaveTextContent('Unauthorized');
    act(() => vi.advanceTimersByTime(999));
    expect(location.history.at(-1)).toBe('/admin');
    act(() => vi.advanceTimersByTime(1));
    expect(location.history.at(-1)).toBe('/login');
  });

  it('waits 0.5 s for other actions and uses the given message', () => {
    const { location } = renderWithProviders(
      <Trigger
        error={new Error('Unauthorized')}
        delayMs={UNAUTHORIZED_REDIRECT_MS.action}
        description="You are no longer logged in. Redirecting to login..."
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByTestId('toast-description')).toHaveTextContent(
      'You are no longer logged in. Redirecting to login...',
    );
    act(() => vi.advanceTimersByTime(499));
    expect(location.history.at(-1)).toBe('/admin');
    act(() => vi.advanceTimersByTime(1));
    expect(location.history.at(-1)).toBe('/login');
  });

  it('leaves other errors to the caller', () => {
    const { location } = renderWithProviders(<Trigger error={new ApiError(500, '500: boom')} delayMs={500} />);
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(location.history).toEqual(['/admin']);
  });
});
