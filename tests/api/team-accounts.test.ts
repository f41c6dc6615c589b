/**
 * An agency's team: owners, agents and assistants. The server enforces the role on every admin
 * operation of the published API document (walked for each role, so an operation added later is
 * covered); owners invite by a mailed one-time link; deactivating an account ends its sessions;
 * the team always keeps an active owner, even against a direct edit of the database.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '#shared/api/endpoints.ts';
import { ROLE_REFUSED_MESSAGE, roleMay, type Role } from '#shared/auth/roles.ts';
import { createUser } from '#server/auth/users.ts';
import { auditLog, users } from '#server/db/schema.ts';
import { insertOffer } from '../helpers/admin-fixtures';
import { insertProperty } from '../helpers/fixtures';
import { concreteUrl } from '../helpers/routes';
import { freePort } from '../helpers/server-process';
import { smtpPeer, type SmtpPeer } from '../helpers/smtp-peer';
import { createTestApp, type TestApp, type TestClient } from '../helpers/test-app';

const PUBLIC_URL = 'http://angebote.example.de';
const PASSWORD = 'quiet-harbour-violet-engine';

let t: TestApp;
let peer: SmtpPeer;
let owner: TestClient;
let operations: { method: string; path: string; name: EndpointName }[];

beforeAll(async () => {
  peer = smtpPeer(await freePort());
  await peer.start();
  t = await createTestApp(
    {
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: peer.url, from: 'Isarwert Immobilien <angebote@example.de>', notify: [], notifyLanguage: 'de' },
    },
    { mailTiming: { pollIntervalMs: 100, retryBaseMs: 100 } },
  );
  owner = await t.adminClient();
  const document = (await t.client().get('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, { operationId: EndpointName }>>;
  };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path: path.replace(/\{([^}]+)\}/g, ':$1'),
        name: operation.operationId,
      })),
    );
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

async function memberClient(username: string, role: Role): Promise<TestClient> {
  await createUser(t.db, username, PASSWORD);
  await t.db.update(users).set({ role }).where(eq(users.username, username));
  const client = t.client();
  const response = await client.login(username, PASSWORD);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ username, role });
  return client;
}

/** One call of an operation with a body that is not even JSON: refused by role, or else by the parser. */
function callOperation(client: TestClient, operation: { method: string; path: string }) {
  const hasBody = operation.method !== 'GET';
  return client.request({
    method: operation.method as 'GET',
    url: concreteUrl(operation.path),
    ...(hasBody ? { headers: { 'content-type': 'application/json' }, payload: '{"not": "parsed' } : {}),
  });
}

const refusedByRole = (response: { statusCode: number; body: string }) =>
  response.statusCode === 403 && (JSON.parse(response.body) as { message?: string }).message === ROLE_REFUSED_MESSAGE;

describe('roles on every admin operation of the API document', () => {
  it('the document lists every admin operation, the team’s own among them', () => {
    expect(operations.length).toBeGreaterThanOrEqual(54);
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['listAccounts', 'inviteAccount', 'updateAccount', 'deleteOffer', 'exportOffers']),
    );
  });

  for (const role of ['owner', 'agent', 'assistant'] as const) {
    it(`a signed-in ${role} is refused exactly what the role does not allow`, async () => {
      const client = role === 'owner' ? owner : await memberClient(`walk-${role}`, role);
      const refused: string[] = [];
      for (const operation of operations) {
        // The live event stream stays open; it is allowed to every role and read elsewhere.
        if (operation.name === 'adminEvents') continue;
        const response = await callOperation(client, operation);
        expect(response.statusCode, `${operation.method} ${operation.path}`).not.toBe(500);
        const expected = !roleMay(role, operation.name);
        expect(refusedByRole(response), `${role}: ${operation.method} ${operation.path} → ${response.statusCode}`).toBe(
          expected,
        );
        if (expected) refused.push(operation.name);
      }
      if (role === 'owner') expect(refused).toEqual([]);
      if (role === 'agent') {
        expect(refused).toEqual(expect.arrayContaining(['listAccounts', 'updateAccount', 'auditLog', 'updatePage']));
        expect(refused).not.toContain('exportOffers');
      }
      if (role === 'assistant') {
        expect(refused).toEqual(
          expect.arrayContaining([
            'deleteOffer',
            'deleteAllOffers',
            'exportOffers',
            'privacyExport',
            'privacyErase',
            'offerReceipt',
            'downloadOfferProof',
            'deleteProperty',
            'listAccounts',
          ]),
        );
        expect(refused).not.toContain('updateOffer');
        expect(refused).not.toContain('listOffersPage');
      }
    });
  }

  it('an assistant sets an offer’s status and note, and cannot delete it or export the offers', async () => {
    const assistant = await memberClient('anna.assistenz', 'assistant');
    const property = await insertProperty(t.db, { title: 'Rollenprobe' });
    const offerId = (await insertOffer(t.db, property.id)).id;

    const updated = await assistant.patch(`/api/admin/bids/${offerId}`, {
      status: 'contacted',
      note: 'Rückruf Montag',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const deleted = await assistant.delete(`/api/admin/bids/${offerId}`);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toMatchObject({ message: ROLE_REFUSED_MESSAGE });
    expect((await assistant.get('/api/admin/bids/export')).statusCode).toBe(403);
    const list = await owner.get(`/api/admin/offers?propertyId=${property.id}`);
    expect(JSON.stringify(list.json())).toContain(offerId);
    expect(JSON.stringify(list.json())).toContain('Rückruf Montag');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'updateOffer' and ${auditLog.targetId} = ${offerId}`);
    expect(entry).toMatchObject({ username: 'anna.assistenz' });
  });
});

/** The mail sent to `email`, once it arrived. */
async function mailTo(email: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = peer.received.find((mail) => mail.to.includes(email));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('invitations', () => {
  it('an owner invites by mail; the link makes an agent account once; the audit log names both', async () => {
    const invited = await owner.post('/api/admin/accounts/invitations', {
      email: 'Max.Makler@Example.de',
      role: 'agent',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { invitation, link, mailSent } = invited.json() as {
      invitation: { id: string; email: string; role: string; invitedBy: string };
      link: string;
      mailSent: boolean;
    };
    expect(invitation).toMatchObject({ email: 'max.makler@example.de', role: 'agent', invitedBy: 'admin' });
    expect(mailSent).toBe(true);
    // English unless chosen: the admin's language.
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/einladung/[0-9a-f]{32}[A-Za-z0-9_-]{22}\\?lang=en$`));

    const [mail] = await peer.waitForMails(1);
    expect(mail!.to).toEqual(['max.makler@example.de']);
    expect(mail!.parsed.subject).toBe('Your invitation to the back office of Isarwert Immobilien GmbH');
    expect(mail!.parsed.text).toContain(link);
    expect(mail!.parsed.text).toContain('“Agent”');

    const token = new URL(link).pathname.split('/').pop()!;
    const visitor = t.client();
    const view = await visitor.get(`/api/invitations/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ email: 'max.makler@example.de', role: 'agent' });

    await visitor.get('/api/auth/user');
    const weak = await visitor.post(`/api/invitations/${token}`, { username: 'max', password: 'password123' });
    expect(weak.statusCode).toBe(400);
    const taken = await visitor.post(`/api/invitations/${token}`, { username: 'ADMIN', password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    const accepted = await visitor.post(`/api/invitations/${token}`, { username: 'max', password: PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({ username: 'max' });
    expect((await visitor.post(`/api/invitations/${token}`, { username: 'max2', password: PASSWORD })).statusCode).toBe(
      404,
    );
    expect((await visitor.get(`/api/invitations/${token}`)).statusCode).toBe(404);

    const max = t.client();
    const signIn = await max.login('max', PASSWORD);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toMatchObject({ role: 'agent', email: 'max.makler@example.de' });
    expect((await max.get('/api/admin/accounts')).statusCode).toBe(403);

    const team = (await owner.get('/api/admin/accounts')).json() as {
      accounts: { username: string; role: string }[];
      invitations: { id: string }[];
    };
    expect(team.accounts).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'max', role: 'agent' })]),
    );
    expect(team.invitations.map((open) => open.id)).not.toContain(invitation.id);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetId, invitation.id));
    expect(entries.map((entry) => [entry.action, entry.username]).sort()).toEqual([
      ['acceptInvitation', 'max'],
      ['inviteAccount', 'admin'],
    ]);

    const again = await owner.post('/api/admin/accounts/invitations', {
      email: 'max.makler@example.de',
      role: 'owner',
    });
    expect(again.statusCode).toBe(409);
  });

  it('a new invitation replaces the open one, and a withdrawn or forged link opens nothing', async () => {
    const first = (
      await owner.post('/api/admin/accounts/invitations', { email: 'lea@example.de', role: 'assistant' })
    ).json() as {
      invitation: { id: string };
      link: string;
    };
    const second = (
      await owner.post('/api/admin/accounts/invitations', { email: 'lea@example.de', role: 'agent' })
    ).json() as {
      invitation: { id: string };
      link: string;
    };
    const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
    expect((await t.client().get(`/api/invitations/${tokenOf(first.link)}`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/invitations/${tokenOf(second.link)}`)).statusCode).toBe(200);
    const forged = `${tokenOf(second.link).slice(0, 32)}${'A'.repeat(22)}`;
    expect((await t.client().get(`/api/invitations/${forged}`)).statusCode).toBe(404);

    const withdrawn = await owner.delete(`/api/admin/accounts/invitations/${second.invitation.id}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await t.client().get(`/api/invitations/${tokenOf(second.link)}`)).statusCode).toBe(404);
    expect((await t.client().get(`/einladung/${tokenOf(second.link)}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/admin/accounts/invitations/${second.invitation.id}`)).statusCode).toBe(404);
  });

  it('sends the invitation in the language the owner chose, its link opening the page in it', async () => {
    for (const [language, subject, role] of [
      ['de', 'Einladung in den Verwaltungsbereich von Isarwert Immobilien GmbH', '„Makler“'],
      ['fr', 'Votre invitation à l’espace d’administration de Isarwert Immobilien GmbH', '« Agent »'],
    ] as const) {
      const email = `sprache-${language}@example.de`;
      const invited = await owner.post('/api/admin/accounts/invitations', { email, role: 'agent', language });
      expect(invited.statusCode, invited.body).toBe(201);
      const { link } = invited.json() as { link: string };
      expect(new URL(link).searchParams.get('lang')).toBe(language);
      const mail = await mailTo(email);
      expect(mail.parsed.subject).toBe(subject);
      expect(mail.parsed.text).toContain(role);
      expect(mail.parsed.text).toContain(link);
    }
  });

  it('refuses an invitation without a valid address, role or language, and changes nothing', async () => {
    const before = (await owner.get('/api/admin/accounts')).json() as { invitations: unknown[] };
    for (const body of [
      { email: 'not-an-address', role: 'agent' },
      { email: 'a@example.de', role: 'boss' },
      { email: 'a@example.de', role: 'agent', language: 'es' },
      {},
    ]) {
      const response = await owner.post('/api/admin/accounts/invitations', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const after = (await owner.get('/api/admin/accounts')).json() as { invitations: unknown[] };
    expect(after.invitations.length).toBe(before.invitations.length);
  });
});

describe('deactivation and the last owner', () => {
  it('deactivating ends the account’s sessions at once and refuses its sign-in; activating lets it back', async () => {
    const agent = await memberClient('paul.agent', 'agent');
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'paul.agent'));
    expect((await agent.get('/api/admin/overview')).statusCode).toBe(200);

    const off = await owner.patch(`/api/admin/accounts/${row!.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ username: 'paul.agent', deactivatedAt: expect.any(String) });
    expect((await agent.get('/api/admin/overview')).statusCode).toBe(401);
    const refused = await t.client().login('paul.agent', PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Invalid username or password' });

    const on = await owner.patch(`/api/admin/accounts/${row!.id}`, { active: true, role: 'assistant' });
    expect(on.json()).toMatchObject({ deactivatedAt: null, role: 'assistant' });
    const back = await t.client().login('paul.agent', PASSWORD);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ role: 'assistant' });
  });

  it('the last active owner can neither step down nor be deactivated; nobody deactivates themselves', async () => {
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const down = await owner.patch(`/api/admin/accounts/${me!.id}`, { role: 'agent' });
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toContain('at least one active owner');
    const self = await owner.patch(`/api/admin/accounts/${me!.id}`, { active: false });
    expect(self.statusCode).toBe(409);
    expect(
      (await owner.patch(`/api/admin/accounts/${'6f1c2d3e-4b5a-4c6d-8e7f-901234567890'}`, { active: false }))
        .statusCode,
    ).toBe(404);
    const [still] = await t.db
      .select({ role: users.role, off: users.deactivatedAt })
      .from(users)
      .where(eq(users.id, me!.id));
    expect(still).toEqual({ role: 'owner', off: null });
  });

  it('a second owner may take over; the database itself refuses to lose the last owner', async () => {
    await createUser(t.db, 'zweite.inhaberin', PASSWORD);
    const [second] = await t.db.select().from(users).where(eq(users.username, 'zweite.inhaberin'));
    // Made on the command line: an owner, as every account from before roles.
    expect(second!.role).toBe('owner');
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const down = await owner.patch(`/api/admin/accounts/${me!.id}`, { role: 'agent' });
    expect(down.statusCode, down.body).toBe(200);
    // Now an agent: the team is no longer this account's to manage.
    expect((await owner.get('/api/admin/accounts')).statusCode).toBe(403);
    const edit = await t.db.execute(sql`update users set role = 'assistant' where username = 'zweite.inhaberin'`).then(
      () => null,
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );
    expect(edit).toContain('at least one active owner');
    await t.db.update(users).set({ role: 'owner' }).where(eq(users.id, me!.id));
  });
});
