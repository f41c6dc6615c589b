import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightFailures, vitestFailures } from './test-failures.mjs';

function writeReport(report: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'failures-')), 'report.json');
  writeFileSync(file, JSON.stringify(report));
  return file;
}

describe('failed test names from the runners’ reports', () => {
  it('names the failed Vitest tests with the first line of their error', () => {
    const file = writeReport({
      testResults: [
        {
          name: join(process.cwd(), 'tests/api/offers.test.ts'),
          assertionResults: [
            { fullName: 'offers accepts one', status: 'passed', failureMessages: [] },
            { fullName: 'offers refuses two', status: 'failed', failureMessages: ['\nexpected 422 to be 201\n  at x'] },
          ],
        },
      ],
    });
    expect(vitestFailures(file)).toEqual(['tests/api/offers.test.ts > offers refuses two: expected 422 to be 201']);
  });

  it('names browser tests whose last try failed, not the flaky ones that passed on retry', () => {
    const file = writeReport({
      suites: [
        {
          title: 'offer.spec.ts',
          file: 'offer.spec.ts',
          specs: [
            {
              title: 'a buyer offers',
              file: 'offer.spec.ts',
              tests: [{ status: 'flaky', results: [{ error: { message: 'first try' } }, {}] }],
            },
          ],
          suites: [
            {
              title: 'on a phone',
              specs: [
                {
                  title: 'the form fits',
                  file: 'offer.spec.ts',
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{}, { error: { message: '\u001b[31mTimeout 5000ms\u001b[39m\nmore' } }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(playwrightFailures(file)).toEqual(['tests/e2e/offer.spec.ts > on a phone > the form fits: Timeout 5000ms']);
  });

  it('gives nothing for a missing report', () => {
    expect(vitestFailures('/nonexistent.json')).toEqual([]);
    expect(playwrightFailures('/nonexistent.json')).toEqual([]);
  });
});
