import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TRANSLATIONS } from '../../../shared/translations/admin';
import { jsonResponse, mockFetch, renderWithProviders } from '../../lib/test-render';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

const renderLogin = () =>
  renderWithProviders(<LoginPage />, { path: '/login', defaults: ADMIN_TRANSLATIONS, forceEnglish: false });

describe('LoginPage', () => {
  it('requires both fields with the SPEC messages', async () => {
    mockFetch(() => undefined);
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Admin Anmeldung' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Benutzername ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Passwort ist erforderlich')).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the inline alert on any failure', async () => {
    mockFetch((url) =>
      url === '/api/login' ? jsonResponse({ message: 'Too many failed login attempts' }, 429) : undefined,
    );
    const { location } = renderLogin();
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ungültige Anmeldedaten. Bitte versuchen Sie es erneut.',
    );
    expect(location.history).toEqual(['/login']);
  });

  it('posts the credentials, shows the success toast and goes to /admin', async () => {
    const fetchSpy = mockFetch((url) => (url === '/api/login' ? jsonResponse({ id: 'u1' }) : undefined));
    const { location } = renderLogin();
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
    expect(screen.getByTestId('toast-title')).toHaveTextContent('Erfolgreich angemeldet');
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/login')!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'admin', password: 'secret' });
  });
});
