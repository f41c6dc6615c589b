import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { LoginPage } from './login-page';

afterEach(() => vi.unstubAllGlobals());

const renderLogin = () => renderWithProviders(<LoginPage />, { path: '/login', forceEnglish: false });

describe('LoginPage', () => {
  it('requires both fields with their German messages', async () => {
    mockFetch(() => undefined);
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Admin Anmeldung' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Admin Anmeldung | Isarwert Immobilien'));
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Benutzername ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Passwort ist erforderlich')).toBeInTheDocument();
    expect(screen.getByLabelText('Benutzername')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the inline alert on any failure, and keeps the way back to the website', async () => {
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
    expect(screen.getByRole('link', { name: 'Zurück zur Website' })).toHaveAttribute('href', '/');
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

  it('asks for the one-time code of an account with a second factor, and says when it is wrong', async () => {
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url !== '/api/login') return undefined;
      const body = JSON.parse(String(init?.body)) as { code?: string };
      bodies.push(body);
      if (!body.code) return jsonResponse({ message: 'One-time code required', codeRequired: true }, 401);
      if (body.code !== '123456') return jsonResponse({ message: 'Invalid one-time code', codeRequired: true }, 401);
      return jsonResponse({ id: 'u1' });
    });
    const { location } = renderLogin();
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    const code = await screen.findByLabelText('Bestätigungscode');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription(/sechsstellige Code aus Ihrer Authenticator-App/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription('Der Code ist ungültig oder wurde bereits verwendet.');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/admin'));
    expect(bodies).toEqual([
      { username: 'admin', password: 'secret' },
      { username: 'admin', password: 'secret', code: '000000' },
      { username: 'admin', password: 'secret', code: '123456' },
    ]);
  });
});
