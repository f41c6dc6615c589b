import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical accessibility violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * axe's landmark and title rules, at any impact: one <main>, no landmark inside another of the
 * same kind, no two landmarks of one role with the same name, a non-empty <title>. axe counts
 * most of them as best practice of moderate impact, which the check above lets pass.
 */
const STRUCTURE_RULES = [
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-unique',
  'document-title',
];

export async function expectSoundPageStructure(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(STRUCTURE_RULES).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
