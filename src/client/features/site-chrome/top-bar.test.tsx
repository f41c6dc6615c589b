import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '#tests/helpers/client/test-render.tsx';
import { TopBar } from './top-bar';
import { defaultTranslationMap } from '#shared/translations/index.ts';

describe('the top bar', () => {
  // The language selector asks for texts; the server's map may be empty here.
  beforeEach(() => {
    mockFetch(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('links to the offer form only when the page has one', () => {
    const { unmount } = renderWithProviders(<TopBar variant="home" hasOfferForm />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Offer' })).toHaveAttribute('href', '#bidding');
    unmount();

    // No property on offer: no form below, so no link to it.
    renderWithProviders(<TopBar variant="home" hasOfferForm={false} />, { path: '/' });
    expect(screen.queryByRole('link', { name: 'Offer' })).toBeNull();
  });

  it('links to the overview of all listings only when told that there are several', () => {
    const { unmount } = renderWithProviders(<TopBar variant="home" hasOfferForm overviewLink />, { path: '/' });
    expect(screen.getByRole('link', { name: 'All listings' })).toHaveAttribute('href', '/immobilien');
    unmount();

    renderWithProviders(<TopBar variant="home" hasOfferForm />, { path: '/' });
    expect(screen.queryByRole('link', { name: 'All listings' })).toBeNull();
  });

  it('leads back home from other pages', () => {
    renderWithProviders(<TopBar variant="page" />, { path: '/impressum' });
    expect(screen.queryByRole('link', { name: 'Offer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it.each(['de', 'fr'] as const)('names its links and the language selector in %s', (language) => {
    const text = defaultTranslationMap(language);
    window.localStorage.setItem('selected-language', language);
    renderWithProviders(<TopBar variant="page" />, { path: '/impressum', forceEnglish: false });
    expect(screen.getByRole('link', { name: text['nav.back'] })).toHaveAttribute('href', '/');
    expect(screen.getByRole('combobox', { name: text['language.select'] })).toBeInTheDocument();
    window.localStorage.clear();
  });

  it('switches language on an explicit choice only: not while arrow keys step through it', () => {
    const de = defaultTranslationMap('de');
    const en = defaultTranslationMap('en');
    const fr = defaultTranslationMap('fr');
    window.localStorage.setItem('selected-language', 'de');
    renderWithProviders(<TopBar variant="page" />, { path: '/impressum', forceEnglish: false });
    const select = () => screen.getByRole('combobox', { name: /./ });
    const backLink = () =>
      screen.getByRole('link', { name: new RegExp(`^(${[de, en, fr].map((text) => text['nav.back']).join('|')})$`) });

    // A key as a keyboard sends it: keydown, the change it makes (if any), keyup.
    const press = (key: string, steppedTo?: string) => {
      fireEvent.keyDown(select(), { key });
      if (steppedTo) fireEvent.change(select(), { target: { value: steppedTo } });
      fireEvent.keyUp(select(), { key });
    };

    // Down, down (as a closed select steps in Chromium): the select shows French, the page stays German.
    press('ArrowDown', 'en');
    press('ArrowDown', 'fr');
    expect(select()).toHaveValue('fr');
    expect(backLink()).toHaveTextContent(de['nav.back']!);
    // Leaving the field puts the current language back.
    fireEvent.blur(select());
    expect(select()).toHaveValue('de');

    // Stepped to English, then Enter: English.
    press('ArrowDown', 'en');
    expect(backLink()).toHaveTextContent(de['nav.back']!);
    press('Enter');
    expect(backLink()).toHaveTextContent(en['nav.back']!);
    expect(select()).toHaveValue('en');

    // Picked with the pointer, from the phone's picker or by assistive technology (a change with
    // no key behind it), also right after the keyboard was used: at once.
    fireEvent.change(select(), { target: { value: 'fr' } });
    expect(backLink()).toHaveTextContent(fr['nav.back']!);
    window.localStorage.clear();
  });
});
