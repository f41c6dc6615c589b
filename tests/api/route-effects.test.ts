/**
 * A route states its effects where it is registered (endpointRoute's options): the cached public
 * answers it invalidates and what the audit log keeps. They run for a successful answer only: a
 * refused write neither drops a cached answer nor leaves an audit entry.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointRoute } from '#server/api/endpoint-route.ts';
import { auditLog } from '#server/db/schema.ts';
import type { PublicTopic } from '#server/public-reads/public-read-cache.ts';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

let t: TestApp;
let admin: TestClient;
const invalidated: PublicTopic[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminClient();
  t.app.publicReads.onInvalidate((topic) => invalidated.push(topic));
});
afterAll(() => t.close());

async function auditActions(): Promise<string[]> {
  const rows = await t.db.select({ action: auditLog.action }).from(auditLog);
  return rows.map((row) => row.action);
}

/** What one call left behind: the topics it invalidated and the audit entries it added. */
async function effectsOf(call: () => Promise<{ statusCode: number }>) {
  invalidated.length = 0;
  const before = await auditActions();
  const { statusCode } = await call();
  const after = await auditActions();
  return { statusCode, invalidated: [...invalidated], audited: after.slice(before.length) };
}

describe('effects declared at registration', () => {
  it('a successful write invalidates its topics once and is audited with the facts its result gives', async () => {
    const created = await effectsOf(() =>
      admin.post('/api/admin/pages', { slug: 'wirkung', title: 'Wirkung', content: 'Text' }),
    );
    expect(created).toEqual({ statusCode: 201, invalidated: ['pages'], audited: ['createPage'] });

    const seeded = await effectsOf(() =>
      admin.post('/api/admin/translations/bulk', {
        translations: [
          { key: 'effects.one', language: 'de', value: 'Eins', category: 'ui' },
          { key: 'effects.two', language: 'de', value: 'Zwei', category: 'ui' },
        ],
      }),
    );
    expect(seeded).toEqual({ statusCode: 200, invalidated: ['translations'], audited: ['seedTranslations'] });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .orderBy(auditLog.at)
      .limit(1)
      .offset((await auditActions()).length - 1);
    expect(entry).toMatchObject({ action: 'seedTranslations', detail: { stored: 2 } });
  });

  it('a refused write (404, 409, 400) neither invalidates nor is audited', async () => {
    const missing = await effectsOf(() =>
      admin.put('/api/admin/pages/6f1c2d3e-4b5a-4c6d-8e7f-901234567890', { title: 'X', content: 'Y' }),
    );
    expect(missing).toEqual({ statusCode: 404, invalidated: [], audited: [] });

    const duplicate = await effectsOf(() =>
      admin.post('/api/admin/pages', { slug: 'wirkung', title: 'Noch einmal', content: 'Text' }),
    );
    expect(duplicate).toEqual({ statusCode: 409, invalidated: [], audited: [] });

    const invalid = await effectsOf(() => admin.post('/api/admin/pages', { slug: '', title: '', content: '' }));
    expect(invalid).toEqual({ statusCode: 400, invalidated: [], audited: [] });
  });

  it('a write without public effects is audited but invalidates nothing; a read is neither', async () => {
    const listed = await effectsOf(() => admin.get('/api/admin/pages'));
    expect(listed).toEqual({ statusCode: 200, invalidated: [], audited: [] });
    const exported = await effectsOf(() => admin.get('/api/admin/bids/export'));
    expect(exported).toEqual({ statusCode: 200, invalidated: [], audited: ['exportOffers'] });
  });

  it('does not compile an admin write registered without both effects', () => {
    // Never called: what is checked here is that `npm run typecheck` refuses each marked line.
    function register(app: FastifyInstance) {
      // @ts-expect-error an admin write must state what it invalidates and whether it is audited
      endpointRoute(app, 'deletePage', async () => ({ message: 'gone' }));
      // @ts-expect-error the audit is missing
      endpointRoute(app, 'deletePage', async () => ({ message: 'gone' }), { invalidates: ['pages'] });
      // @ts-expect-error the invalidated topics are missing
      endpointRoute(app, 'deletePage', async () => ({ message: 'gone' }), { audit: false });
      // @ts-expect-error a read changes nothing cached
      endpointRoute(app, 'listPages', async () => [], { invalidates: ['pages'] });
      endpointRoute(app, 'deletePage', async () => ({ message: 'gone' }), { invalidates: ['pages'], audit: false });
    }
    expect(register.length).toBe(1);
  });
});
