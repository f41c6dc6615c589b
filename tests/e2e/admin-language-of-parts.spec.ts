import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiJson, openTab, placeOffers, signIn, unique } from './support/admin-helpers';

/**
 * WCAG 3.1.2 in the admin: its chrome is English, the properties' titles are German. Wherever a
 * title is shown as text — the properties list, the offers table and its filter, the overview —
 * it sits in an element marked lang="de", so a screen reader speaks it in German.
 */
async function languagesOfTitle(page: Page, title: string): Promise<string[]> {
  return page.evaluate((text) => {
    const languages: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() !== text) continue;
      const holder = node.parentElement;
      if (!holder || holder.closest('[hidden], [aria-hidden="true"]')) continue;
      languages.push(holder.closest('[lang]')?.getAttribute('lang') ?? '');
    }
    return languages;
  }, title);
}

test('German titles in the English admin are marked lang="de" in every list', async ({ page }) => {
  await signIn(page);
  await placeOffers(page, unique('Sprache'), ['870000']);
  const [shown] = await apiJson<{ id: string; title: string }[]>(page, 'GET', '/api/properties');
  const title = shown!.title;
  for (const tab of ['Properties', 'Offers', 'Overview'] as const) {
    await openTab(page, tab);
    await expect(
      page.getByRole('tabpanel').getByText(title, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    const languages = await languagesOfTitle(page, title);
    expect(languages.length, tab).toBeGreaterThan(0);
    expect(languages, tab).toEqual(languages.map(() => 'de'));
  }
});
