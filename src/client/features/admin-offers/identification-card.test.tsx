import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '#shared/auth/schemas.ts';
import type { IdentificationState } from '#shared/identification/schemas.ts';
import type { AdminProperty } from '#shared/properties/schemas.ts';
import { ADMIN_TRANSLATIONS } from '#shared/translations/admin.ts';
import { COMMON_TRANSLATIONS, SHARED_TRANSLATIONS } from '#shared/translations/common.ts';
import { translationMaps } from '#shared/translations/types.ts';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { IdentificationCard } from './identification-card';
import { savedFiles } from '#tests/helpers/client/saved-files.ts';

const ID = '11111111-1111-4111-8111-111111111111';
const URL_BASE = `/api/admin/properties/${ID}/identification`;
const PROPERTY = { id: ID, title: 'Villa in Grünwald', awardedAt: '2026-11-29T10:00:00.000Z' } as AdminProperty;

type IdentificationRecord = NonNullable<IdentificationState['identification']>;

const EMPTY: IdentificationRecord = {
  requestedAt: null,
  submittedAt: null,
  confirmedAt: null,
  confirmedBy: null,
  confirmationNote: null,
  keptUntil: null,
  sealedWithOtherKey: false,
  details: null,
  files: { document: null, register: null },
};

const SUBMITTED: IdentificationRecord = {
  ...EMPTY,
  requestedAt: '2026-11-30T09:00:00.000Z',
  submittedAt: '2026-12-02T15:30:00.000Z',
  details: {
    kind: 'company',
    firstName: 'Greta',
    lastName: 'Muster',
    birthDate: '1980-04-12',
    birthPlace: 'Regensburg',
    nationality: 'deutsch',
    street: 'Leopoldstraße 1',
    postcode: '80802',
    town: 'München',
    country: 'Deutschland',
    documentType: 'passport',
    documentNumber: 'C01X00T47',
    documentAuthority: 'Stadt München',
    documentValidUntil: '2031-05-31',
    company: {
      name: 'Muster Immobilien GmbH',
      register: 'Amtsgericht München HRB 123456',
      address: 'Maximilianstraße 2, 80539 München',
      beneficialOwners: 'Greta Muster, 12.04.1980, München',
    },
  },
  files: {
    document: { name: 'pass.pdf', mediaType: 'application/pdf', byteSize: 120_000 },
    register: { name: 'transparenzregister.pdf', mediaType: 'application/pdf', byteSize: 80_000 },
  },
};

const state = (identification: IdentificationRecord | null): IdentificationState => ({ awarded: true, identification });

afterEach(() => {
  vi.unstubAllGlobals();
});

const show = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(<IdentificationCard property={PROPERTY} />, { queryClient: createTestQueryClient(), ...options });

const region = () => screen.findByRole('region', { name: 'Buyer’s identification (money laundering act)' });

describe('IdentificationCard', () => {
  it('asks the buyer, then says when it asked and offers to ask again', async () => {
    let current = state(null);
    const calls: string[] = [];
    mockFetch((url, init) => {
      if (url === `${URL_BASE}/request` && init?.method === 'POST') {
        calls.push(url);
        current = state({ ...EMPTY, requestedAt: '2026-11-30T09:00:00.000Z' });
        return jsonResponse({
          message: 'The letter to greta@example.de is queued.',
          requestedAt: '2026-11-30T09:00:00.000Z',
        });
      }
      return url === URL_BASE ? jsonResponse(current) : undefined;
    });
    show();
    const card = await region();
    expect(within(card).getByTestId('identification-status')).toHaveTextContent(
      'The buyer has not sent their details yet.',
    );
    expect(within(card).queryByText(/^Asked on/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Ask the buyer for identification' }));
    await waitFor(() => expect(calls).toEqual([`${URL_BASE}/request`]));
    expect(await within(card).findByText(/^Asked on 30\.11\.2026/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ask again' })).toBeInTheDocument();
    expect(screen.getByTestId('toast-description')).toHaveTextContent('The letter to greta@example.de is queued.');
    expect(within(card).queryByRole('button', { name: 'Confirm the check' })).not.toBeInTheDocument();
  });

  it('shows what the buyer gave with their files, confirms the check with the note, then says who checked it', async () => {
    const saved = savedFiles('blob:identification');
    let current = state(SUBMITTED);
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url === `${URL_BASE}/confirmation` && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        current = state({
          ...SUBMITTED,
          confirmedAt: '2026-12-03T11:00:00.000Z',
          confirmedBy: 'Maria Makler',
          confirmationNote: 'Pass im Original gesehen',
          keptUntil: '2031-12-31T23:00:00.000Z',
        });
        return jsonResponse(current);
      }
      if (url === `${URL_BASE}/files/register`)
        return new Response('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="transparenzregister.pdf"',
          },
        });
      return url === URL_BASE ? jsonResponse(current) : undefined;
    });
    show();
    const card = await region();
    const details = within(card).getByTestId('identification-details');
    for (const [label, value] of [
      ['Buying', 'for a company'],
      ['First name(s)', 'Greta'],
      ['Surname', 'Muster'],
      ['Date of birth', '12.04.1980'],
      ['Place of birth', 'Regensburg'],
      ['Nationality', 'deutsch'],
      ['Type of document', 'Passport'],
      ['Document number', 'C01X00T47'],
      ['Issuing authority', 'Stadt München'],
      ['Document valid until', '31.05.2031'],
      ['Company name', 'Muster Immobilien GmbH'],
      ['Register court and number', 'Amtsgericht München HRB 123456'],
      ['Beneficial owners (name, date of birth, residence)', 'Greta Muster, 12.04.1980, München'],
    ]) {
      const term = within(details).getByText(label ?? '', { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value ?? '');
    }
    expect(within(details).getByText('Address', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /Leopoldstraße 1\s*80802 München\s*Deutschland/,
    );
    expect(within(card).getByTestId('identification-status')).toHaveTextContent(/Details received on 02\.12\.2026/);

    const user = userEvent.setup();
    expect(within(card).getByRole('button', { name: 'Open the ID scan' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Open the register extract' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'transparenzregister.pdf', href: 'blob:identification' }]));

    await user.type(within(card).getByLabelText('Note on the check (optional)'), 'Pass im Original gesehen');
    await user.click(within(card).getByRole('button', { name: 'Confirm the check' }));
    await waitFor(() =>
      expect(bodies).toEqual([{ note: 'Pass im Original gesehen', submittedAt: '2026-12-02T15:30:00.000Z' }]),
    );
    expect(await within(card).findByText(/^Checked on 03\.12\.2026, \d\d:\d\d by Maria Makler$/)).toBeInTheDocument();
    expect(within(card).getByText('Note: Pass im Original gesehen')).toBeInTheDocument();
    expect(within(card).getByText('Kept until 31.12.2031')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Confirm the check' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Ask/ })).not.toBeInTheDocument();
  });

  it('says so when the record was sealed with another key, and shows nothing of it', async () => {
    mockFetch((url) =>
      url === URL_BASE ? jsonResponse(state({ ...SUBMITTED, details: null, sealedWithOtherKey: true })) : undefined,
    );
    show();
    const card = await region();
    expect(
      within(card).getByText(
        'Sealed with another key: the details can be read again with the SECRETS_KEY they were stored under.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByTestId('identification-details')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Open the ID scan' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Confirm the check' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the request is refused", async () => {
    mockFetch((url, init) => {
      if (url === `${URL_BASE}/request` && init?.method === 'POST')
        return jsonResponse({ message: 'The awarded offer was erased: there is no buyer to ask.' }, 409);
      return url === URL_BASE ? jsonResponse(state(null)) : undefined;
    });
    show();
    const card = await region();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Ask the buyer for identification' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast-description')).toHaveTextContent(
        'The awarded offer was erased: there is no buyer to ask.',
      ),
    );
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
  });

  it('reads the record again when the buyer changed it since the agent opened it, and confirms nothing', async () => {
    let reads = 0;
    const changed = { ...SUBMITTED, submittedAt: '2026-12-03T08:00:00.000Z' };
    mockFetch((url, init) => {
      if (url === `${URL_BASE}/confirmation` && init?.method === 'POST')
        return jsonResponse({ message: 'The buyer has changed their identification since you opened it.' }, 409);
      if (url !== URL_BASE) return undefined;
      reads += 1;
      return jsonResponse(state(reads === 1 ? SUBMITTED : changed));
    });
    show();
    const card = await region();
    expect(within(card).getByTestId('identification-status')).toHaveTextContent(/Details received on 02\.12\.2026/);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Confirm the check' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast-description')).toHaveTextContent(
        'changed their identification since you opened it',
      ),
    );
    // The new submission shows, still to be confirmed.
    expect(await within(card).findByText(/Details received on 03\.12\.2026/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Confirm the check' })).toBeInTheDocument();
  });

  it('says so when the record cannot be read, and reads it again on request', async () => {
    let reads = 0;
    mockFetch((url) => {
      if (url !== URL_BASE) return undefined;
      reads += 1;
      return reads === 1 ? jsonResponse({ message: 'Internal Server Error' }, 500) : jsonResponse(state(SUBMITTED));
    });
    show();
    const card = await region();
    expect(within(card).getByRole('alert')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByTestId('identification-details')).toBeInTheDocument();
  });

  it('brings its labels along where the admin’s own texts lack them', async () => {
    mockFetch((url) => (url === URL_BASE ? jsonResponse(state(SUBMITTED)) : undefined));
    show({ builtIn: translationMaps([...COMMON_TRANSLATIONS, ...SHARED_TRANSLATIONS, ...ADMIN_TRANSLATIONS]) });
    const card = await region();
    expect(within(card).getByText('Date of birth', { selector: 'dt' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Confirm the check' })).toBeInTheDocument();
  });

  it('is not there for an assistant, nor before the award', async () => {
    const fetchSpy = mockFetch((url) =>
      url === URL_BASE ? jsonResponse({ awarded: false, identification: null }) : undefined,
    );
    const assistant = {
      id: '00000000-0000-4000-8000-000000000002',
      username: 'assistant',
      role: 'assistant',
    } as PublicUser;
    const { unmount } = show({ signedInAs: assistant });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(fetchSpy.mock.calls.some(([url]) => String(url) === URL_BASE)).toBe(false);
    unmount();

    show();
    await waitFor(() => expect(fetchSpy.mock.calls.some(([url]) => String(url) === URL_BASE)).toBe(true));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
