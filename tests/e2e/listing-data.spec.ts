import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiCall, createInactiveProperty, openTab, signIn, toast, unique } from './support/admin-helpers';

type Language = 'de' | 'en' | 'fr';

/** Opens a page in one language, as a visitor who chose it before. */
async function inLanguage(page: Page, language: Language, url: string): Promise<Page> {
  const visitor = await page.context().newPage();
  await visitor.addInitScript((chosen) => localStorage.setItem('selected-language', chosen), language);
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  return visitor;
}

const energyCard = (page: Page) => page.locator('dl.energy-list');

test.describe('listing data German buyers expect', () => {
  test('the demo listing shows rooms, floor, the GEG §87 certificate and its contact person in de, en and fr', async ({
    page,
  }) => {
    const expected = {
      de: { facts: ['Zimmer4', 'Etage3. Obergeschoss'], type: 'Bedarfsausweis', contact: 'Ihr Ansprechpartner' },
      en: {
        facts: ['Rooms4', 'Floor3rd floor'],
        type: 'Energy demand certificate',
        contact: 'Your contact person',
      },
      fr: {
        facts: ['Pièces4', 'Étage3e étage'],
        type: 'Certificat fondé sur les besoins',
        contact: 'Votre interlocuteur',
      },
    } as const;
    for (const language of ['de', 'en', 'fr'] as const) {
      const visitor = await inLanguage(page, language, '/');
      const facts = visitor.locator('dl.more-facts');
      for (const text of expected[language].facts) await expect(facts).toContainText(text);
      await expect(energyCard(visitor)).toContainText(expected[language].type);
      await visitor.locator('#bidding').scrollIntoViewIfNeeded();
      const contact = visitor.getByRole('complementary', { name: expected[language].contact });
      await expect(contact).toContainText('Katharina Brandl');
      await expect(contact.getByRole('link', { name: /\+49 89 2154 7384/ })).toHaveAttribute(
        'href',
        'tel:+498921547384',
      );
      await visitor.close();
    }
  });

  test('an agent enters rooms (half rooms), floor and the certificate in the edit form; the public page shows them', async ({
    page,
  }) => {
    await signIn(page);
    const property = await createInactiveProperty(page, unique('E2E Eckdaten'));
    try {
      await openTab(page, 'Properties');
      await page.getByRole('button', { name: `Edit ${property.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit property' });
      await dialog.getByLabel('Rooms (optional)').fill('3,3');
      await dialog.getByLabel('Floor (optional)').fill('2');
      await dialog.getByLabel('Type of energy certificate').selectOption({ label: 'Energy demand certificate' });
      await dialog.getByLabel('Main energy source').selectOption({ label: 'Natural gas' });
      await dialog.getByLabel('Year of issue').fill('2022');
      await dialog.getByLabel('Valid until').fill('2032-03-31');
      await dialog.getByLabel('Name', { exact: true }).fill('Jonas Huber');
      await dialog.getByRole('button', { name: 'Save' }).click();
      // 3,3 rooms is not a listing's count: the field says so and nothing is saved.
      await expect(
        dialog.getByText('Please enter a valid number of rooms (half rooms allowed, e.g. 3.5)'),
      ).toBeVisible();
      await dialog.getByLabel('Rooms (optional)').fill('3,5');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page)).toContainText('Property updated');
      await expect(dialog).toBeHidden();

      const shown = {
        de: [
          'Zimmer3,5',
          'Etage2. Obergeschoss',
          'Bedarfsausweis',
          'Endenergiebedarf',
          'Erdgas',
          'Gültig bis31.03.2032',
        ],
        en: ['Rooms3.5', 'Floor2nd floor', 'Energy demand certificate', 'Natural gas', 'Issued2022'],
        fr: ['Pièces3,5', 'Étage2e étage', 'Certificat fondé sur les besoins', 'Gaz naturel', 'Délivré en2022'],
      } as const;
      for (const language of ['de', 'en', 'fr'] as const) {
        const preview = await inLanguage(page, language, `/admin/preview/${property.id}`);
        const text = `${await preview.locator('dl.more-facts').textContent()} ${await energyCard(preview).textContent()}`;
        for (const expected of shown[language]) expect(text).toContain(expected);
        await preview.close();
      }

      // Opened again, the form shows what was saved.
      await page.getByRole('button', { name: `Edit ${property.title}` }).click();
      await expect(dialog.getByLabel('Rooms (optional)')).toHaveValue('3.5');
      await expect(dialog.getByLabel('Type of energy certificate')).toHaveValue('demand');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await apiCall(page, 'DELETE', `/api/admin/properties/${property.id}`);
    }
  });
});
