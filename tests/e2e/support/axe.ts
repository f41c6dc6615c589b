import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's landmark and title rules: one <main>, no landmark inside another of the same kind, no two
 * landmarks of one role with the same name, a non-empty <title>. axe counts most of them as best
 * practice of moderate impact, which a check of serious violations alone lets pass.
 */
const STRUCTURE_RULES: ReadonlySet<string> = new Set([
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-unique',
  'document-title',
]);

/**
 * Fails on any serious or critical accessibility violation of the current page; with `structure`,
 * on any violation of the landmark and title rules too. One scan either way: each scan costs the
 * browser seconds of CPU.
 */
export async function expectNoSeriousA11yViolations(page: Page, { structure = false } = {}): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const failing = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || (structure && STRUCTURE_RULES.has(v.id)),
  );
  expect(failing.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
