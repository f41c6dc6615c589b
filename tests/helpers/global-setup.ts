import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, wrapPglite } from '#server/db/client.ts';
import { ADMIN_PASSWORD, fixturePasswordHash } from './test-credentials';

/** One template per run: two checkouts testing on one PostgreSQL at once must not drop each other's. */
const PG_TEMPLATE_DB = `offers_test_template_${randomBytes(4).toString('hex')}`;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Migrates one template database per run; each test file then starts from a copy of it:
 * a PGlite data-dir dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB ?? 'pglite';
  const workDir = mkdtempSync(join(tmpdir(), 'offers-test-'));

  let dropTemplate = async () => {};
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the api-postgres project');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.end();
    dropTemplate = async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
      await dropper.end();
    };
    const template = openPostgres(withDatabase(url, PG_TEMPLATE_DB), { poolSize: 1 });
    await template.migrate();
    await template.close();
    project.provide('pgTemplateUrl', withDatabase(url, PG_TEMPLATE_DB));
  } else {
    const client = await PGlite.create();
    await wrapPglite(client).migrate();
    // Uncompressed: every test file loads it, and unpacking a compressed one cost about a second each.
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dumpFile = join(workDir, 'template.tar');
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', dumpFile);
  }
  project.provide('testWorkDir', workDir);
  // The test admin's hash, made once per run at a fixture's cost (test-credentials.ts).
  project.provide('adminPasswordHash', fixturePasswordHash(ADMIN_PASSWORD));

  return async () => {
    rmSync(workDir, { recursive: true, force: true });
    await dropTemplate();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplateUrl: string;
    pgliteTemplate: string;
    testWorkDir: string;
    adminPasswordHash: string;
  }
}
