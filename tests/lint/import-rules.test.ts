import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js work on the file an import resolves to. These cases lint
// code as if it stood at a path inside the tree (lintText's filePath), so the same rules apply.

let eslint: ESLint;

beforeAll(() => {
  // ignore: false so the fixture loop, which the normal lint run leaves out, is linted here.
  eslint = new ESLint({ cwd: process.cwd(), ignore: false });
});

/** The import rules' messages for `code` placed at `filePath`. */
async function importProblems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/') || message.fatal)
    .map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

const IN_OFFER_FORM = 'src/client/features/offer-form/lint-probe.tsx';

describe('import rules', () => {
  it('reject a feature importing another feature by relative path', async () => {
    const problems = await importProblems(
      "import { PropertyPage } from '../property-page/property-page';\nexport const page = PropertyPage;\n",
      IN_OFFER_FORM,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/),
    ]);
  });

  it('reject the same import by its #client name', async () => {
    const problems = await importProblems(
      "import { PropertyPage } from '#client/features/property-page/property-page.tsx';\nexport const page = PropertyPage;\n",
      IN_OFFER_FORM,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/),
    ]);
  });

  it('reject server code in the client and client code in shared', async () => {
    const inClient = await importProblems(
      "import { CLIENT_DIST_DIR } from '#server/paths.ts';\nexport const dir = CLIENT_DIST_DIR;\n",
      'src/client/lib/lint-probe.ts',
    );
    expect(inClient).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*must not import server code/)]);
    const inShared = await importProblems(
      "import { cn } from '../client/lib/cn';\nimport { join } from 'node:path';\nexport const both = [cn, join];\n",
      'src/shared/lint-probe.ts',
    );
    expect(inShared).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: /),
      expect.stringMatching(/^import-x\/no-nodejs-modules: /),
    ]);
  });

  it('reject the database layer importing the server above it', async () => {
    const problems = await importProblems(
      "import { buildApp } from '../app';\nexport const app = buildApp;\n",
      'src/server/db/lint-probe.ts',
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*bottom of the server/)]);
  });

  it('reject a cross-cutting plugin or the registrar importing a capability, and accept infrastructure', async () => {
    const inPlugin = await importProblems(
      "import { pageStatus } from '../site/page-status';\nexport const status = pageStatus;\n",
      'src/server/plugins/lint-probe.ts',
    );
    expect(inPlugin).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*through their options/)]);
    const inRegistrar = await importProblems(
      "import { SESSION_ABSOLUTE_MS } from '../plugins/session-store';\nimport { recordAudit } from '../audit/audit-log';\nimport { listPages } from '../pages/admin-pages';\nexport const all = [SESSION_ABSOLUTE_MS, recordAudit, listPages];\n",
      'src/server/api/lint-probe.ts',
    );
    expect(inRegistrar).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*through their options/)]);
  });

  it('reject an import loop', async () => {
    const [result] = await eslint.lintFiles(['tests/lint/fixtures/loop/first.ts']);
    const loops = result?.messages.filter((message) => message.ruleId === 'import-x/no-cycle') ?? [];
    expect(loops).toHaveLength(1);
  });

  it('accept a feature importing itself, the client library and shared code', async () => {
    const problems = await importProblems(
      [
        "import { useI18n } from '#client/lib/i18n.tsx';",
        "import { Button } from '#client/components/ui/button.tsx';",
        "import { LANGUAGES } from '#shared/languages.ts';",
        "import { OfferSection } from './offer-section';",
        'export const parts = [useI18n, Button, LANGUAGES, OfferSection];',
        '',
      ].join('\n'),
      IN_OFFER_FORM,
    );
    expect(problems).toEqual([]);
  });
});
