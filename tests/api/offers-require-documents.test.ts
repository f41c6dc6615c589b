/**
 * A property that takes offers only after its documents' terms were accepted: the agent's setting,
 * the standing that tells the form, the server refusing an offer from any other address (with its
 * reason, storing nothing), and taking it once the same address accepted and confirmed — until it
 * withdraws a brokerage agreement. The bid log records the rule's changes. Runs on both databases,
 * with a real SMTP peer for the mailed links.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { documentGateSteps } from '../helpers/document-gate';
import { appWithMail } from '../helpers/app-with-mail';

const app = appWithMail();
let steps: ReturnType<typeof documentGateSteps>;
beforeAll(() => {
  steps = documentGateSteps(app.admin, app.peer);
});

const REFUSAL =
  'This property takes offers only from an e-mail address that accepted the terms of its documents and confirmed itself. Please accept them first on the property’s page, with the same address.';

const standingOf = async (property: PropertyRow) =>
  (await app.t.client().get(`/api/properties/${property.id}/standing`)).json() as { offersRequireDocuments: boolean };

const offer = (property: PropertyRow, email: string) =>
  app.t.client().post(`/api/properties/${property.id}/bids`, { ...VALID_OFFER, email, language: 'de' });

async function offersOn(property: PropertyRow): Promise<number> {
  const [row] = await app.t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .where(eq(offers.propertyId, property.id));
  return Number(row!.n);
}

/** A property whose agent asks for the documents' terms before offers, with one gated document. */
async function ruledProperty(overrides: Parameters<typeof insertProperty>[1] = {}) {
  const property = await insertProperty(app.t.db, overrides);
  const set = await app.admin.patch(`/api/admin/properties/${property.id}`, { offersRequireDocuments: true });
  expect(set.statusCode, set.body).toBe(200);
  expect(set.json()).toMatchObject({ offersRequireDocuments: true });
  return property;
}

describe('offers only after accepting the documents’ terms', () => {
  it('applies once there is a gated document to accept the terms for, and the standing says so', async () => {
    const property = await ruledProperty();
    // Nothing to accept yet: the rule would shut everyone out, so it does not apply.
    expect((await standingOf(property)).offersRequireDocuments).toBe(false);
    expect((await offer(property, 'early@example.de')).statusCode).toBe(201);

    await steps.documentOf(property, 'acknowledged');
    expect((await standingOf(property)).offersRequireDocuments).toBe(true);
    const refused = await offer(property, 'late@example.de');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: REFUSAL, reason: 'documents-required' });
    expect(await offersOn(property)).toBe(1);
  });

  it('takes the offer once the same address accepted and confirmed, in whatever case it is typed', async () => {
    const property = await ruledProperty();
    await steps.documentOf(property, 'acknowledged');
    const email = 'nora.stein@example.de';
    const visitor = app.t.client();
    const asked = await steps.request(visitor, property, {
      name: 'Nora Stein',
      email,
      language: 'de',
      acceptTerms: true,
    });
    expect(asked.statusCode).toBe(201);
    // Accepted, not confirmed: still refused.
    expect((await offer(property, email)).statusCode).toBe(422);
    const { key } = await steps.mailedKey(email);
    expect((await steps.confirm(visitor, key, 'de')).statusCode).toBe(303);
    // Another address, and the same address on another property, stay refused.
    expect((await offer(property, 'someone.else@example.de')).statusCode).toBe(422);
    const other = await ruledProperty();
    await steps.documentOf(other, 'acknowledged');
    expect((await offer(other, email)).statusCode).toBe(422);

    const placed = await offer(property, 'Nora.Stein@Example.DE');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await offersOn(property)).toBe(1);
  });

  it('refuses again once the address withdrew its brokerage agreement', async () => {
    const property = await ruledProperty({ buyerCommission: '3.57' });
    await steps.documentOf(property, 'acknowledged');
    const email = 'otto.lang@example.de';
    const { mail } = await steps.passGate(app.t.client(), property, email, 'de', { expressRequest: true });
    expect((await offer(property, email)).statusCode).toBe(201);
    const withdrawKey = /\/documents\/withdraw\/([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')![1]!;
    const declared = await app.t.client().post(`/documents/withdraw/${withdrawKey}`, 'x=1', steps.formPost);
    expect(declared.statusCode).toBe(303);
    const refused = await offer(property, email);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().reason).toBe('documents-required');
    expect(await offersOn(property)).toBe(1);
  });

  it('is a rule of the procedure: the bid log records each change', async () => {
    const property = await insertProperty(app.t.db);
    await app.admin.patch(`/api/admin/properties/${property.id}`, { offersRequireDocuments: true });
    await app.admin.patch(`/api/admin/properties/${property.id}`, { offersRequireDocuments: false });
    const log = (await app.admin.get(`/api/admin/properties/${property.id}/bid-log`)).json() as {
      entries: { kind: string; changes: { setting: string; from: unknown; to: unknown }[] }[];
    };
    const changes = log.entries.filter((entry) => entry.kind === 'settings-changed').map((entry) => entry.changes);
    expect(changes).toEqual([
      [{ setting: 'offersRequireDocuments', from: false, to: true }],
      [{ setting: 'offersRequireDocuments', from: true, to: false }],
    ]);
  });
});
