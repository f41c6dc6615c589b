import { expect, test } from './support/test';
import { apiJson, openTab, signIn, unique } from './support/admin-helpers';

/**
 * A laptop at 150–200 % zoom is 640–864 CSS pixels wide: the admin's properties and offers tabs
 * must not scroll sideways there, nor cut off their buttons (WCAG 1.4.10), up to a desktop's 1280.
 */
const WIDTHS = [640, 720, 800, 864, 1024, 1280];

test('the properties and offers tabs fit every width from 640 to 1280 px without sideways scrolling', async ({
  page,
}) => {
  await signIn(page);
  // The widest a bidder can make a row: a long name and a long address, neither with a space.
  const [shown] = await apiJson<{ id: string }[]>(page, 'GET', '/api/properties');
  await apiJson(page, 'POST', `/api/properties/${shown!.id}/bids`, {
    firstName: 'Maximiliane',
    lastName: `${unique('Breite')}Oberlaenderschwarzenbachhausen`,
    email: 'katharinaoberlaenderschwarzenbach.immobilienkauf@beispielfamilienbuero.de',
    phone: '+49 89 000000',
    bidAmount: '915000',
  });
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of ['Properties', 'Offers'] as const) {
      await openTab(page, tab);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      const overflow = await page.evaluate(() => {
        const root = document.documentElement;
        const wide = [...document.querySelectorAll<HTMLElement>('[role="tabpanel"] *')]
          .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
        return { page: root.scrollWidth - root.clientWidth, wide: wide.slice(0, 5) };
      });
      if (overflow.page > 0 || overflow.wide.length > 0)
        found.push(`${tab} at ${width} px: ${JSON.stringify(overflow)}`);
    }
  }
  expect(found).toEqual([]);
});
