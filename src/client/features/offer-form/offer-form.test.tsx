import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useI18n } from '#client/lib/i18n.tsx';
import { pageOpenForAMinute } from '#tests/helpers/client/page-open-a-while.ts';
import { SEALED_STANDING } from '#tests/helpers/client/listing-data.ts';
import {
  createTestQueryClient,
  jsonResponse,
  mockFetch,
  renderWithProviders,
} from '#tests/helpers/client/test-render.tsx';
import { OfferForm } from './offer-form';
import { queryKeyOf } from '#client/lib/api-client.ts';
import { defaultTranslationMap } from '#shared/translations/index.ts';

const PROPERTY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OFFERS_URL = `/api/properties/${PROPERTY_ID}/bids`;
const TOKEN = `3eb1b0661c2d4e5f8a9b0c1d2e3f4a5b${'K'.repeat(22)}`;

/** The server's answer to a stored offer (POST /api/properties/:id/bids, 201). */
function placedAnswer(bidAmount = '250000.50') {
  return jsonResponse(
    {
      id: '3eb1b066-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      propertyId: PROPERTY_ID,
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika@example.org',
      phone: '+49 89 123456',
      bidAmount,
      isFavorite: false,
      createdAt: '2026-11-27T14:05:00.000Z',
      reference: '3EB1B066',
      myOffersToken: TOKEN,
    },
    201,
  );
}

const GERMAN_MESSAGES = [
  'Vorname ist erforderlich',
  'Nachname ist erforderlich',
  'E-Mail ist erforderlich',
  'Telefonnummer ist erforderlich',
  'Angebotssumme ist erforderlich',
  'Sie müssen den Bedingungen zustimmen',
];
const ENGLISH_MESSAGES = [
  'First name is required',
  'Last name is required',
  'E-mail is required',
  'Phone number is required',
  'Offer amount is required',
  'You must agree to the terms',
];

function SwitchToEnglish() {
  const { setLanguage } = useI18n();
  return (
    <button type="button" onClick={() => setLanguage('en')}>
      switch to English
    </button>
  );
}

const TITLES = { de: 'Stadthaus in Haidhausen', en: 'Town house in Haidhausen', fr: 'Maison de ville à Haidhausen' };

/** The page was rendered from its property's data: the confirmation names the property from it. */
function pageData() {
  const client = createTestQueryClient();
  client.setQueryData(['/api/listings', 'stadthaus'], {
    id: PROPERTY_ID,
    title: TITLES.de,
    titleEn: TITLES.en,
    titleFr: TITLES.fr,
  });
  return client;
}

function renderForm(language: 'de' | 'en' | 'fr' = 'de') {
  window.localStorage.setItem('selected-language', language);
  return renderWithProviders(
    <>
      <SwitchToEnglish />
      <OfferForm propertyId={PROPERTY_ID} />
    </>,
    { path: '/', forceEnglish: false, queryClient: pageData() },
  );
}

pageOpenForAMinute();

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const submitButton = () =>
  screen.getByRole('button', { name: /Angebot abgeben|Submit offer|Angebot wird übermittelt/ });

async function fillValidOffer(user: ReturnType<typeof userEvent.setup>, amount = '250000') {
  await user.type(screen.getByLabelText('Vorname'), 'Erika');
  await user.type(screen.getByLabelText('Nachname'), 'Mustermann');
  await user.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@example.org');
  await user.type(screen.getByLabelText('Telefonnummer'), '+49 89 123456');
  await user.type(screen.getByLabelText('Angebotssumme'), amount);
  await user.click(screen.getByRole('checkbox'));
}

describe('OfferForm', () => {
  it('shows every German message on an empty submit, ties them to the fields and focuses the first', async () => {
    mockFetch(() => undefined);
    renderForm();
    fireEvent.click(submitButton());
    for (const message of GERMAN_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();

    const firstName = screen.getByLabelText('Vorname');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Vorname ist erforderlich');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Sie müssen den Bedingungen zustimmen');
    expect(screen.getByLabelText('Angebotssumme')).toHaveAccessibleDescription(
      'Betrag in Euro, z. B. 1.250.000 Angebotssumme ist erforderlich',
    );
  });

  it('translates the messages after switching to English', async () => {
    mockFetch(() => undefined);
    renderForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Vorname ist erforderlich')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'switch to English' }));
    for (const message of ENGLISH_MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Vorname ist erforderlich')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Submit offer/ })).toBeInTheDocument();
  });

  it('explains an invalid e-mail address and amount', async () => {
    mockFetch(() => undefined);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'erika@');
    await user.type(screen.getByLabelText('Angebotssumme'), '0');
    await user.click(submitButton());
    expect(await screen.findByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(screen.getByText('Bitte geben Sie einen gültigen Betrag ein')).toBeInTheDocument();
  });

  it('links the terms to /agb and /datenschutz', () => {
    mockFetch(() => undefined);
    renderForm();
    const label = screen.getByText(/Ich akzeptiere die/);
    expect(within(label).getByRole('link', { name: /Allgemeinen Geschäftsbedingungen/ })).toHaveAttribute(
      'href',
      '/agb',
    );
    expect(within(label).getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute('href', '/datenschutz');
    expect(
      screen.getByText('Ihr Angebot ist unverbindlich und begründet keine Kaufverpflichtung.'),
    ).toBeInTheDocument();
  });

  it("fills in the details handed over from the bidder's own page, once, and leaves the amount empty", async () => {
    mockFetch(() => undefined);
    window.sessionStorage.setItem(
      'offer-contact',
      JSON.stringify({ firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.org', phone: '+49 89 1' }),
    );
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Vorname')).toHaveValue('Erika'));
    expect(screen.getByLabelText('Nachname')).toHaveValue('Mustermann');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('erika@example.org');
    expect(screen.getByLabelText('Telefonnummer')).toHaveValue('+49 89 1');
    expect(screen.getByLabelText('Angebotssumme')).toHaveValue('');
    expect(window.sessionStorage.getItem('offer-contact')).toBeNull();
  });

  it('sends one offer with the amount as a two-decimal string, even when clicked twice, then confirms and resets', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchSpy = mockFetch((url, init) =>
      url === OFFERS_URL && init?.method === 'POST'
        ? new Promise<Response>((resolve) => (release = resolve))
        : undefined,
    );
    const user = userEvent.setup();
    renderForm();
    await fillValidOffer(user, '250000.5');
    expect(screen.getByText('Ihr Angebot: 250.000,50 €')).toBeInTheDocument();

    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveTextContent('Angebot wird übermittelt…');

    const posts = fetchSpy.mock.calls.filter(([url]) => url === OFFERS_URL);
    expect(posts).toHaveLength(1);
    const init = posts[0]![1]!;
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({
      propertyId: PROPERTY_ID,
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika@example.org',
      phone: '+49 89 123456',
      bidAmount: '250000.50',
      // The bidder's confirmation e-mail is written in it.
      language: 'de',
      // The signals that tell a bot (shared/offer-spam.ts): the trap left empty, the time the page was open.
      website: '',
      fillMs: expect.any(Number),
    });

    await act(async () => release(placedAnswer()));
    const dialog = await screen.findByRole('dialog', { name: 'Angebot erfolgreich abgegeben' });
    expect(dialog).toHaveAccessibleDescription(
      'Ihr unverbindliches Angebot wurde erfolgreich übermittelt. Wir melden uns in Kürze bei Ihnen.',
    );
    expect(within(dialog).getByText('Für die Immobilie').nextSibling).toHaveTextContent(TITLES.de);
    // What was stored, to keep: the amount, the time on Munich's clock, the receipt's reference.
    expect(within(dialog).getByText('Ihr Angebot').nextSibling).toHaveTextContent('250.000,50 €');
    expect(within(dialog).getByText('Eingegangen').nextSibling).toHaveTextContent('27.11.2026, 15:05');
    expect(within(dialog).getByText('Ihre Referenz').nextSibling).toHaveTextContent('3EB1B066');
    expect(within(dialog).getByRole('link', { name: 'Bestätigung herunterladen (PDF)' })).toHaveAttribute(
      'href',
      `/api/my-offers/${TOKEN}/receipt.pdf?language=de`,
    );
    expect(within(dialog).getByRole('link', { name: 'Meine Angebote ansehen' })).toHaveAttribute(
      'href',
      `/meine-angebote/${TOKEN}`,
    );
    expect(screen.getByLabelText('Vorname')).toHaveValue('');
    expect(screen.getByLabelText('Angebotssumme')).toHaveValue('');
    expect(screen.getByRole('checkbox', { hidden: true })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Verstanden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submitButton()).toHaveFocus();
    expect(fetchSpy.mock.calls.filter(([url]) => url === OFFERS_URL)).toHaveLength(1);
  });

  it('keeps the trap field out of sight, of screen readers and of the tab order, and sends what a bot put in it', async () => {
    const fetchSpy = mockFetch((url, init) =>
      url === OFFERS_URL && init?.method === 'POST' ? placedAnswer() : undefined,
    );
    const user = userEvent.setup();
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass('sr-only');
    expect(screen.queryByRole('textbox', { name: 'Dieses Feld bitte leer lassen' })).not.toBeInTheDocument();

    await fillValidOffer(user);
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(fetchSpy.mock.calls.filter(([url]) => url === OFFERS_URL)).toHaveLength(1));
    const body = JSON.parse(String(fetchSpy.mock.calls.find(([url]) => url === OFFERS_URL)![1]!.body));
    expect(body.website).toBe('https://spam.example');
  });

  it("shows the destructive toast 'Fehler beim Abgeben des Angebots' with the refusal in the visitor's language", async () => {
    mockFetch((url) =>
      url === OFFERS_URL ? jsonResponse({ message: 'The offer period for this property has ended.' }, 409) : undefined,
    );
    const user = userEvent.setup();
    renderForm();
    await fillValidOffer(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('toast-title')).toHaveTextContent('Fehler beim Abgeben des Angebots');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByTestId('toast-description')).toHaveTextContent(
      'Die Angebotsfrist für diese Immobilie ist abgelaufen.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The visitor's input stays for another try.
    expect(screen.getByLabelText('Vorname')).toHaveValue('Erika');
    expect(submitButton()).toBeEnabled();
  });

  it('says a refusal by the procedure at the amount, in the visitor’s language and its format, with the focus', async () => {
    mockFetch((url) =>
      url === OFFERS_URL
        ? jsonResponse({ message: 'refused', reason: 'below-step', lowestAcceptable: '517000.50' }, 422)
        : undefined,
    );
    const user = userEvent.setup();
    renderForm();
    await fillValidOffer(user);
    await user.click(submitButton());
    expect(
      await screen.findByText(
        'Ihr Angebot muss mindestens 517.000,50 € betragen (aktuelles Höchstgebot plus Mindeststeigerung).',
      ),
    ).toBeInTheDocument();
    const amount = screen.getByLabelText('Angebotssumme');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
  });

  it('says where offers need the documents’ terms accepted first: above the form with a link, and in the refusal', async () => {
    mockFetch((url) =>
      url === OFFERS_URL ? jsonResponse({ message: 'refused', reason: 'documents-required' }, 422) : undefined,
    );
    const client = pageData();
    client.setQueryData(queryKeyOf('propertyStanding', { params: { id: PROPERTY_ID } }), {
      ...SEALED_STANDING,
      offersRequireDocuments: true,
    });
    window.localStorage.setItem('selected-language', 'de');
    renderWithProviders(<OfferForm propertyId={PROPERTY_ID} />, {
      path: '/',
      forceEnglish: false,
      queryClient: client,
    });
    const rules = await screen.findByRole('list', { name: /Regeln|Verfahren/ });
    expect(rules).toHaveTextContent(
      'Angebote nehmen wir nur von E-Mail-Adressen an, die die Bedingungen der Unterlagen angenommen und bestätigt haben.',
    );
    expect(within(rules).getByRole('link', { name: 'Zu den Unterlagen' })).toHaveAttribute('href', '#documents');

    const user = userEvent.setup();
    await fillValidOffer(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('toast-description')).toHaveTextContent(
      'Für diese Immobilie nehmen wir Angebote nur von einer E-Mail-Adresse an, die die Bedingungen der Unterlagen angenommen und bestätigt hat.',
    );
  });

  it('says where offers need a viewing first: above the form with a link to the slots, and in the refusal', async () => {
    mockFetch((url) =>
      url === OFFERS_URL ? jsonResponse({ message: 'refused', reason: 'viewing-required' }, 422) : undefined,
    );
    const client = pageData();
    client.setQueryData(queryKeyOf('propertyStanding', { params: { id: PROPERTY_ID } }), {
      ...SEALED_STANDING,
      offersRequireViewing: true,
    });
    window.localStorage.setItem('selected-language', 'de');
    renderWithProviders(<OfferForm propertyId={PROPERTY_ID} />, {
      path: '/',
      forceEnglish: false,
      queryClient: client,
    });
    const rules = await screen.findByRole('list', { name: /Regeln|Verfahren/ });
    expect(rules).toHaveTextContent('Angebote nehmen wir nur nach einer Besichtigung an');
    expect(rules).not.toHaveTextContent('Bedingungen der Unterlagen');
    expect(within(rules).getByRole('link', { name: 'Zu den Besichtigungsterminen' })).toHaveAttribute(
      'href',
      '#viewings',
    );

    const user = userEvent.setup();
    await fillValidOffer(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('toast-description')).toHaveTextContent(
      'Für diese Immobilie nehmen wir Angebote nur nach einer Besichtigung an',
    );
  });

  it('says the property was awarded when that refuses the offer, not that the period ended', async () => {
    mockFetch((url) => (url === OFFERS_URL ? jsonResponse({ message: 'awarded', reason: 'awarded' }, 409) : undefined));
    const user = userEvent.setup();
    renderForm();
    await fillValidOffer(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('toast-description')).toHaveTextContent(
      'Der Eigentümer hat ein Angebot angenommen, vorbehaltlich der notariellen Beurkundung.',
    );
  });

  it("shows the server's message for a refusal it has no text of its own for", async () => {
    mockFetch((url) =>
      url === OFFERS_URL ? jsonResponse({ message: 'phone: Telefonnummer ist erforderlich' }, 400) : undefined,
    );
    const user = userEvent.setup();
    renderForm();
    await fillValidOffer(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('toast-description')).toHaveTextContent('phone: Telefonnummer ist erforderlich');
  });

  it("falls back to 'Bitte versuchen Sie es später erneut.' without a message", async () => {
    mockFetch((url) => (url === OFFERS_URL ? new Response('', { status: 502 }) : undefined));
    const user = userEvent.setup();
    renderForm();
    await fillValidOffer(user);
    await user.click(submitButton());
    expect(await screen.findByTestId('toast-description')).toHaveTextContent('Bitte versuchen Sie es später erneut.');
  });

  it('sends one Idempotency-Key per offer: the same again after a failure, a new one for a changed offer', async () => {
    const fetchSpy = mockFetch((url) => (url === OFFERS_URL ? new Response('', { status: 502 }) : undefined));
    const user = userEvent.setup();
    renderForm();
    await fillValidOffer(user);
    const keys = () =>
      fetchSpy.mock.calls
        .filter(([url]) => url === OFFERS_URL)
        .map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);

    await user.click(submitButton());
    await screen.findByTestId('toast-description');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(keys().length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    const sameOffer = keys();
    expect(sameOffer[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(sameOffer).size).toBe(1);

    await user.clear(screen.getByLabelText('Angebotssumme'));
    await user.type(screen.getByLabelText('Angebotssumme'), '250001');
    await user.click(submitButton());
    await waitFor(() => expect(keys().length).toBeGreaterThan(sameOffer.length));
    expect(keys().at(-1)).not.toBe(sameOffer[0]);
  });

  describe('the amount, read as the language writes numbers', () => {
    const AMOUNT_LABEL = { de: 'Angebotssumme', en: 'Offer amount', fr: 'Montant de l’offre' } as const;

    /** Types into the amount field, leaves it, and sends the form with the rest filled in. */
    async function offerWith(language: 'de' | 'en' | 'fr', typed: string) {
      const fetchSpy = mockFetch((url, init) =>
        url === OFFERS_URL && init?.method === 'POST' ? placedAnswer() : undefined,
      );
      const user = userEvent.setup();
      renderForm(language);
      const amount = screen.getByLabelText(AMOUNT_LABEL[language]);
      expect(amount).toHaveAttribute('inputmode', 'decimal');
      await user.type(amount, typed);
      await user.tab();
      const others: Array<[string, string]> = [
        ['firstName', 'Erika'],
        ['lastName', 'Mustermann'],
        ['email', 'erika@example.org'],
        ['phone', '+49 89 123456'],
      ];
      for (const [name, value] of others) {
        await user.type(document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!, value);
      }
      await user.click(screen.getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: /Angebot abgeben|Submit offer|Soumettre/ }));
      const sent = () =>
        fetchSpy.mock.calls
          .filter(([url]) => url === OFFERS_URL)
          .map(([, init]) => JSON.parse(String(init!.body)) as { bidAmount: string; language: string })
          .map((body) => `${body.bidAmount} in ${body.language}`);
      return { amount, sent };
    }

    it.each([
      ['de', '480.000,50', '480000.50'],
      ['de', '480000', '480000.00'],
      ['en', '480,000.50', '480000.50'],
      ['fr', '480 000,50', '480000.50'],
    ] as const)('%s: %j is sent as %s', async (language, typed, sentValue) => {
      const { sent } = await offerWith(language, typed);
      await waitFor(() => expect(sent()).toEqual([`${sentValue} in ${language}`]));
    });

    it.each([
      ['de', '480.000,50', '480.000,50', 'Ihr Angebot: 480.000,50 €'],
      ['de', '1250000', '1.250.000', 'Ihr Angebot: 1.250.000,00 €'],
      ['en', '480000.5', '480,000.50', 'Your offer: €480,000.50'],
      ['fr', '480000,5', '480\u202f000,50', 'Votre offre : 480 000,50 €'],
    ] as const)('%s: %j is shown back as %j with the preview %j', async (language, typed, shown, preview) => {
      mockFetch(() => undefined);
      const user = userEvent.setup();
      renderForm(language);
      const amount = screen.getByLabelText(AMOUNT_LABEL[language]);
      await user.type(amount, typed);
      expect(screen.getByText(preview)).toBeInTheDocument();
      await user.tab();
      expect(amount).toHaveValue(shown);
    });

    it.each([
      ['de', '480,000', 'Dieser Betrag ist nicht eindeutig. Bitte schreiben Sie ihn z. B. als 480.000 oder 480.000,50'],
      [
        'de',
        '1.250000',
        'Dieser Betrag ist nicht eindeutig. Bitte schreiben Sie ihn z. B. als 480.000 oder 480.000,50',
      ],
      ['en', '480.000', 'This amount is ambiguous. Please write it as, for example, 480,000 or 480,000.50'],
    ] as const)('%s: %j is refused with a clear message and nothing is sent', async (language, typed, message) => {
      const { amount, sent } = await offerWith(language, typed);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(amount).toHaveValue(typed);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(sent()).toEqual([]);
    });

    it('says an amount cannot be read when the field is left, and takes it back once it can', async () => {
      mockFetch(() => undefined);
      const user = userEvent.setup();
      renderForm('de');
      const amount = screen.getByLabelText(AMOUNT_LABEL.de);
      const unclear = 'Dieser Betrag ist nicht eindeutig. Bitte schreiben Sie ihn z. B. als 480.000 oder 480.000,50';
      // Passing through the empty field says nothing yet.
      await user.click(amount);
      await user.tab();
      expect(amount).not.toHaveAttribute('aria-invalid');
      await user.type(amount, '480,000');
      await user.tab();
      expect(await screen.findByText(unclear)).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      await user.clear(amount);
      await user.type(amount, '480000');
      await user.tab();
      await waitFor(() => expect(screen.queryByText(unclear)).not.toBeInTheDocument());
      expect(amount).toHaveValue('480.000');
      expect(amount).not.toHaveAttribute('aria-invalid');
    });
  });
});

describe.each(['en', 'fr'] as const)('OfferForm in %s', (language) => {
  const text = defaultTranslationMap(language);
  const FIELDS = [
    ['offer.firstName', 'validation.firstNameRequired', 'Erika'],
    ['offer.lastName', 'validation.lastNameRequired', 'Mustermann'],
    ['offer.email', 'validation.emailRequired', 'erika@example.org'],
    ['offer.phone', 'validation.phoneRequired', '+49 89 123456'],
    ['offer.amount', 'validation.amountRequired', '250000'],
  ] as const;

  it('names every field and its error, then the confirmation and its button, in the language', async () => {
    mockFetch((url, init) => (url === OFFERS_URL && init?.method === 'POST' ? placedAnswer() : undefined));
    const user = userEvent.setup();
    renderForm(language);
    await user.click(screen.getByRole('button', { name: text['action.submitOffer'] }));
    for (const [label, error] of FIELDS) {
      const field = await screen.findByLabelText(text[label]!);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(text[error]!));
    }
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(text['validation.termsRequired']);

    for (const [label, , value] of FIELDS) await user.type(screen.getByLabelText(text[label]!), value);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: text['action.submitOffer'] }));
    const dialog = await screen.findByRole('dialog', { name: text['success.offerTitle'] });
    expect(dialog).toHaveAccessibleDescription(text['success.offerDescription']);
    expect(within(dialog).getByText(text['success.forProperty']!).nextSibling).toHaveTextContent(TITLES[language]);
    expect(within(dialog).getByText(text['success.reference']!).nextSibling).toHaveTextContent('3EB1B066');
    expect(within(dialog).getByRole('link', { name: text['success.downloadReceipt'] })).toHaveAttribute(
      'href',
      `/api/my-offers/${TOKEN}/receipt.pdf?language=${language}`,
    );
    expect(within(dialog).getByRole('link', { name: text['success.myOffers'] })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: text['action.understood'] })).toBeInTheDocument();
  });
});
