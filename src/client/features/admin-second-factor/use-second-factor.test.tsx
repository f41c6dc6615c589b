import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '#tests/helpers/client/test-render.tsx';
import { queryKeyOf } from '#client/lib/admin-api-client.ts';
import { AUTH_USER_KEY } from '#client/lib/use-unauthorized-redirect.ts';
import { useSecondFactorDone } from './use-second-factor';

describe('useSecondFactorDone', () => {
  it('marks the account and the activity log stale, so both show the new second factor', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(AUTH_USER_KEY, { secondFactor: 'missing' });
    queryClient.setQueryData(queryKeyOf('auditLog'), { pages: [], pageParams: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSecondFactorDone(), { wrapper });

    await result.current();

    expect(queryClient.getQueryState(AUTH_USER_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeyOf('auditLog'))?.isInvalidated).toBe(true);
  });
});
