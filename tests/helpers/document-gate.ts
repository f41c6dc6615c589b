/**
 * The steps of the documents' gate as the API tests take them: an agent uploads a document with a
 * visibility, a visitor asks for access, a real SMTP peer receives the mail, the visitor follows its
 * link, and opens a document through the signed link it gets.
 */
import { expect } from 'vitest';
import type { PropertyRow } from './fixtures';
import { multipartBody } from './multipart';
import type { SmtpPeer } from './smtp-peer';
import type { TestClient } from './test-app';

export const GATE_TEST_PDF = Buffer.from(
  '%PDF-1.4\n% Teilungserklärung\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const FORM_POST = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };

export function documentGateSteps(admin: TestClient, peer: SmtpPeer) {
  /** Uploads a PDF to the property and gives it the visibility; answers its id. */
  async function documentOf(
    property: PropertyRow,
    visibility: 'public' | 'acknowledged' | 'agent',
    title = 'Teilungserklärung',
  ) {
    const { payload, headers } = multipartBody([
      { field: 'file', filename: `${title}.pdf`, contentType: 'application/pdf', data: GATE_TEST_PDF },
    ]);
    const uploaded = await admin.post(`/api/admin/properties/${property.id}/documents`, payload, { headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = (uploaded.json() as { documents: { id: string }[] }).documents.at(-1)!.id;
    const set = await admin.put(`/api/admin/properties/${property.id}/documents/${id}`, {
      title: { de: title, en: '', fr: '' },
      visibility,
    });
    expect(set.statusCode, set.body).toBe(200);
    return id;
  }

  /** The first mail the peer received for `email`, waiting for it up to 15 s. */
  async function mailTo(email: string, index = 0) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = peer.received.filter((mail) => mail.to.includes(email))[index];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail ${index + 1} to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const request = (visitor: TestClient, property: PropertyRow, body: Record<string, unknown>) =>
    visitor.post(`/api/listings/${property.slug}/document-access`, body);

  /** The key in the link of the access mail to `email`. */
  async function mailedKey(email: string) {
    const mail = await mailTo(email);
    const link = /\/documents\/access\/([A-Za-z0-9_-]+)\?lang=(de|en|fr)/.exec(mail.parsed.text ?? '');
    expect(link, mail.parsed.text).not.toBeNull();
    return { key: link![1]!, mail };
  }

  /** Follows a mailed link's confirming POST. */
  const confirm = (visitor: TestClient, key: string, language = 'en') =>
    visitor.post(`/documents/access/${key}?lang=${language}`, 'x=1', FORM_POST);

  /** Asks for access, follows the mailed link (its POST); answers the key in the link. */
  async function passGate(
    visitor: TestClient,
    property: PropertyRow,
    email: string,
    language = 'en',
    extra: Record<string, unknown> = {},
  ) {
    const asked = await request(visitor, property, {
      name: 'Anna Berger',
      email,
      language,
      acceptTerms: true,
      ...extra,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { key, mail } = await mailedKey(email);
    const confirmed = await confirm(visitor, key, language);
    return { key, mail, confirmed };
  }

  async function openDocument(visitor: TestClient, property: PropertyRow, documentId: string) {
    const link = await visitor.get(`/api/listings/${property.slug}/documents/${documentId}`);
    return { link, file: link.statusCode === 303 ? await visitor.get(link.headers.location as string) : null };
  }

  return { documentOf, mailTo, request, mailedKey, confirm, passGate, openDocument, formPost: FORM_POST };
}
