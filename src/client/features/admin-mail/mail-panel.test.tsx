import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailOutboxState, OutboxMail } from '#shared/mail/schemas.ts';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { MailNotConfigured } from './mail-not-configured';
import { MailPanel } from './mail-panel';

const MAIL: OutboxMail = {
  id: '5b0c1a39-3d0f-4a8e-9d7e-1a2b3c4d5e6f',
  offerId: '0f6c2a39-3d0f-4a8e-9d7e-1a2b3c4d5e6f',
  kind: 'offer-confirmation',
  language: 'fr',
  recipients: 'jean@example.fr',
  status: 'failed',
  attempts: 1,
  lastError: '550 Mailbox unavailable',
  messageId: null,
  createdAt: new Date(2026, 10, 25, 9, 7).toISOString(),
  nextAttemptAt: new Date(2026, 10, 25, 9, 8).toISOString(),
  sentAt: null,
};

function outbox(overrides: Partial<MailOutboxState> = {}): MailOutboxState {
  return { sending: true, counts: { waiting: 0, sent: 4, failed: 1 }, mails: [MAIL], ...overrides };
}

afterEach(() => vi.unstubAllGlobals());

describe('MailPanel', () => {
  it('shows a failed mail with its error and sends it again on request', async () => {
    const fetchSpy = mockFetch((url, init) => {
      if (url.startsWith(`/api/admin/mail/${MAIL.id}/retry`) && init?.method === 'POST')
        return jsonResponse({ ...MAIL, status: 'waiting', attempts: 0 });
      if (url.startsWith('/api/admin/mail')) return jsonResponse(outbox());
      return undefined;
    });
    renderWithProviders(<MailPanel />, { queryClient: createTestQueryClient() });
    // The test window counts as a wide screen: the mails are a table.
    const list = await screen.findByRole('region', { name: 'E-mails' });
    expect(within(list).getByText('jean@example.fr')).toBeInTheDocument();
    expect(within(list).getByText('Failed')).toBeInTheDocument();
    expect(within(list).getByText('Last error: 550 Mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Failed/ })).toHaveTextContent('(1)');

    fireEvent.click(screen.getByRole('button', { name: 'Send the e-mail to jean@example.fr again' }));
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([url]) => String(url) === `/api/admin/mail/${MAIL.id}/retry`)).toBe(true),
    );
  });

  it('asks the server for one status when a filter is chosen', async () => {
    const fetchSpy = mockFetch((url) => (url.startsWith('/api/admin/mail') ? jsonResponse(outbox()) : undefined));
    renderWithProviders(<MailPanel />, { queryClient: createTestQueryClient() });
    fireEvent.click(await screen.findByRole('button', { name: /Sent/ }));
    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([url]) => String(url) === '/api/admin/mail?status=sent')).toBe(true),
    );
    expect(screen.getByRole('button', { name: /Sent/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('MailNotConfigured', () => {
  it('says how many mails wait when no mail server is set up', async () => {
    mockFetch((url) =>
      url.startsWith('/api/admin/mail')
        ? jsonResponse(outbox({ sending: false, counts: { waiting: 7, sent: 0, failed: 0 } }))
        : undefined,
    );
    renderWithProviders(<MailNotConfigured />, { queryClient: createTestQueryClient() });
    expect(await screen.findByRole('note')).toHaveTextContent('E-Mail not configured — 7 waiting');
  });

  it('says nothing while mail is sent', async () => {
    const fetchSpy = mockFetch((url) =>
      url.startsWith('/api/admin/mail')
        ? jsonResponse(outbox({ counts: { waiting: 7, sent: 0, failed: 0 } }))
        : undefined,
    );
    renderWithProviders(<MailNotConfigured />, { queryClient: createTestQueryClient() });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
