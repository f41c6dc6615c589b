/** Logged errors keep the SQL and the codes but never the values a query carried. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, users } from '#server/db/schema.ts';
import { safeErrorMessage, serializeError } from '#server/log-safety.ts';
import { insertProperty, VALID_OFFER } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function failure(run: () => Promise<unknown>): Promise<Error> {
  try {
    await run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the query to fail');
}

describe('database errors in logs', () => {
  it('drop the parameters of a failed query (here a password hash)', async () => {
    const error = await failure(() =>
      t.db.insert(users).values({ username: 'admin', passwordHash: 'scrypt$131072$8$1$SECRET-SALT$SECRET-HASH' }),
    );
    const logged = JSON.stringify(serializeError(error));
    expect(String(error.message)).toContain('SECRET-HASH');
    expect(logged).not.toContain('SECRET');
    expect(logged).toContain('insert into');
    expect(logged).toContain('23505');
    expect(safeErrorMessage(error)).not.toContain('SECRET');
  });

  it('refuse to delete a property that has offers (restrict, not cascade)', async () => {
    const property = await insertProperty(t.db);
    await t.db.insert(offers).values({ ...VALID_OFFER, propertyId: property.id });
    const { properties } = await import('#server/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const error = await failure(() => t.db.delete(properties).where(eq(properties.id, property.id)));
    expect(JSON.stringify(serializeError(error))).toMatch(/23001|23503/);
    expect(await t.db.select().from(offers)).toHaveLength(1);
  });
});
