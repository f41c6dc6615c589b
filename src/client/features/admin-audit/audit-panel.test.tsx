import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditLogEntry } from '#shared/audit/schemas.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { AuditPanel } from './audit-panel';

afterEach(() => vi.unstubAllGlobals());

const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: '6f1c2a9e-0b7d-4c41-9a55-2d8e3f4a5b6c',
  at: '2026-11-28T21:00:00.000Z',
  username: null,
  action: 'loginFailed',
  targetId: null,
  detail: null,
  clientAddress: null,
  ...overrides,
});

describe('the activity log', () => {
  it('names a gated document’s download as a visitor’s, and a failed sign-in under an unknown name as such', async () => {
    mockFetch((url) =>
      url.startsWith('/api/admin/audit')
        ? jsonResponse({
            items: [
              entry({
                id: '0a4e7b3c-5d2f-4e8a-b1c9-7f6d5e4c3b2a',
                action: 'openGatedDocument',
                targetId: '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e',
                detail: { access: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', version: 2 },
              }),
              entry({ action: 'loginFailed' }),
            ],
            nextCursor: null,
          })
        : undefined,
    );
    renderWithProviders(<AuditPanel />);
    const download = (await screen.findByText('Document opened after accepting the terms')).closest('tr, li')!;
    expect(within(download as HTMLElement).getByText('Visitor (document access)')).toBeInTheDocument();
    const failed = screen.getByText('Sign-in failed', { exact: false }).closest('tr, li')!;
    expect(within(failed as HTMLElement).getByText('Unknown name')).toBeInTheDocument();
  });
});
