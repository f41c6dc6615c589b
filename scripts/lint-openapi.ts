/**
 * Lints the API's OpenAPI document with an independent tool, Redocly's recommended ruleset, as a
 * step of `npm run lint`: the document the server publishes is built exactly as at start-up and
 * must have no errors (warnings are printed, not fatal).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REDOCLY = fileURLToPath(new URL('../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

export interface OpenApiLint {
  ok: boolean;
  /** Redocly's report, one problem a line. */
  report: string;
}

/** Lints one document with Redocly's recommended rules. */
export function lintOpenApiDocument(document: unknown): OpenApiLint {
  const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const run = spawnSync(process.execPath, [REDOCLY, 'lint', file, '--extends=recommended', '--format=stylish'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    // Redocly draws a framed notice about Node versions on stderr; only its findings matter here.
    const report = `${run.stdout}\n${run.stderr}`
      .split('\n')
      .filter((line) => line.trim() !== '' && !/[║╔╚]/.test(line))
      .join('\n');
    return { ok: run.status === 0, report };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { buildOpenApiDocument } = await import('#server/api/openapi-document.ts');
  const { ok, report } = lintOpenApiDocument(buildOpenApiDocument());
  console.log(report);
  if (!ok) {
    console.error('The OpenAPI document has errors by Redocly’s recommended rules (above).');
    process.exit(1);
  }
}
