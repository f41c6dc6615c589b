import { expect, test } from './support/test';
import { openTab, signIn, toast, unique } from './support/admin-helpers';

test.describe('sub-pages', () => {
  test('create, edit and delete a page and see it at /pages/{slug}', async ({ page, context }) => {
    const slug = unique('e2e-seite').toLowerCase();
    const title = `Anfahrt ${slug}`;
    await signIn(page);
    await openTab(page, 'Pages');
    await expect(page.getByRole('heading', { name: 'Unterseiten' })).toBeVisible();

    await page.getByRole('button', { name: 'Neue Seite' }).click();
    const form = page.getByRole('dialog', { name: 'Neue Seite' });
    await form.getByRole('button', { name: 'Erstellen' }).click();
    await expect(form.getByText('Slug ist erforderlich')).toBeVisible();
    await expect(form.getByText('Titel ist erforderlich')).toBeVisible();
    await expect(form.getByText('Inhalt ist erforderlich')).toBeVisible();

    await form.getByLabel('Slug').fill(slug);
    await form.getByLabel('Titel').fill(title);
    await expect(form.getByLabel('Inhalt')).toHaveAttribute('rows', '10');
    await form.getByLabel('Inhalt').fill('Erste Zeile\nZweite Zeile');
    await form.getByRole('tab', { name: 'Englisch' }).click();
    await form.getByLabel('Titel (optional)').fill(`Directions ${slug}`);
    await form.getByRole('button', { name: 'Erstellen' }).click();
    await expect(toast(page)).toContainText('Seite erfolgreich erstellt');
    await expect(form).toBeHidden();

    const item = page.getByRole('listitem').filter({ hasText: `/pages/${slug}` });
    await expect(item).toContainText(title);
    await expect(item).toContainText('Englische Version vorhanden');
    await expect(item).not.toContainText('Deaktiviert');

    const visitor = await context.newPage();
    await visitor.goto(`/pages/${slug}`);
    await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
    await expect(visitor.getByText('Erste Zeile')).toBeVisible();

    // Edit: the slug is fixed, the title changes.
    await item.getByRole('button', { name: `„${title}“ bearbeiten` }).click();
    const edit = page.getByRole('dialog', { name: 'Seite bearbeiten' });
    await expect(edit.getByLabel('Slug')).toBeDisabled();
    await expect(edit.getByLabel('Slug')).toHaveValue(slug);
    await edit.getByLabel('Titel').fill(`${title} neu`);
    await edit.getByRole('button', { name: 'Aktualisieren' }).click();
    await expect(toast(page)).toContainText('Seite erfolgreich aktualisiert');
    await expect(page.getByRole('listitem').filter({ hasText: `/pages/${slug}` })).toContainText(`${title} neu`);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: `${title} neu` })).toBeVisible();

    // Delete: the confirmation names the page.
    await page
      .getByRole('listitem')
      .filter({ hasText: `/pages/${slug}` })
      .getByRole('button', { name: `„${title} neu“ löschen` })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`„${title} neu“`);
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page)).toContainText('Seite erfolgreich gelöscht');
    await expect(page.getByText(`/pages/${slug}`)).toHaveCount(0);
    // The row and its button are gone: focus is on the list's heading, not lost to the page.
    await expect(page.locator('#pages-heading')).toBeFocused();
    await visitor.reload();
    await expect(visitor.getByText('Seite nicht gefunden')).toBeVisible();
  });

  test('an inactive page carries the Deaktiviert badge', async ({ page }) => {
    const slug = unique('e2e-aus').toLowerCase();
    await signIn(page);
    await openTab(page, 'Pages');
    await page.getByRole('button', { name: 'Neue Seite' }).click();
    const form = page.getByRole('dialog', { name: 'Neue Seite' });
    await form.getByLabel('Slug').fill(slug);
    await form.getByLabel('Titel').fill(`Entwurf ${slug}`);
    await form.getByLabel('Inhalt').fill('Noch nicht fertig.');
    await form.getByRole('switch').click();
    await form.getByRole('button', { name: 'Erstellen' }).click();
    await expect(toast(page)).toContainText('Seite erfolgreich erstellt');
    await expect(page.getByRole('listitem').filter({ hasText: `/pages/${slug}` })).toContainText('Deaktiviert');
  });
});
