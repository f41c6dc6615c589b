import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULL_LISTING_DATA, NO_LISTING_DATA } from '#tests/helpers/client/listing-data.ts';
import { mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { ContactCard } from './contact-card';

function renderCard(language: 'de' | 'en' | 'fr', contact: typeof FULL_LISTING_DATA) {
  window.localStorage.setItem('selected-language', language);
  mockFetch(() => undefined);
  return renderWithProviders(<ContactCard contact={contact} />, { path: '/', forceEnglish: false });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ContactCard', () => {
  it('shows name, role in the language, and phone and e-mail as links', async () => {
    renderCard('en', FULL_LISTING_DATA);
    const card = await screen.findByRole('complementary', { name: 'Your contact person' });
    expect(card).toHaveTextContent('Katharina Brandl');
    expect(card).toHaveTextContent('Property consultant');
    expect(screen.getByRole('link', { name: 'Call +49 89 2154 7384' })).toHaveAttribute('href', 'tel:+498921547384');
    expect(screen.getByRole('link', { name: 'E-mail k.brandl@example.com' })).toHaveAttribute(
      'href',
      'mailto:k.brandl@example.com',
    );
    // No photo: the initials stand in, hidden from assistive technology.
    expect(card).toHaveTextContent('KB');
  });

  it('falls back to the German role where the language has none', async () => {
    renderCard('fr', FULL_LISTING_DATA);
    expect(await screen.findByRole('complementary', { name: 'Votre interlocuteur' })).toHaveTextContent(
      'Immobilienberaterin',
    );
  });

  it('shows the photo when there is one', async () => {
    renderCard('de', { ...FULL_LISTING_DATA, contactPhoto: '/uploads/0123456789abcdef0123456789abcdef.webp' });
    const card = await screen.findByRole('complementary', { name: 'Ihr Ansprechpartner' });
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/0123456789abcdef0123456789abcdef-480.webp');
    expect(card).not.toHaveTextContent('KB');
  });

  it('is not shown without a name', () => {
    renderCard('de', { ...NO_LISTING_DATA, contactPhone: '+49 89 1' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
