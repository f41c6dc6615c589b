import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';

type TestDatabaseKind = 'pglite' | 'postgres';

function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** A fresh, migrated database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === 'postgres') {
    const templateUrl = new URL(inject('pgTemplateUrl'));
    const name = `offers_test_${randomBytes(6).toString('hex')}`;
    const adminUrl = new URL(templateUrl);
    adminUrl.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateUrl.pathname.slice(1)}`);
    await admin.end();
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString(), { poolSize: 20 });
    return {
      ...handle,
      async close() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: adminUrl.toString() });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  return openPglite(undefined, readFileSync(inject('pgliteTemplate')));
}
