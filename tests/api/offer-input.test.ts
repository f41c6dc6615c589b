/**
 * Bad input against POST /api/properties/:id/bids: every bad
 * body is refused with a JSON 4xx and stores nothing; odd but valid text round-trips exactly.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offers } from '#server/db/schema.ts';
import { insertProperty, VALID_OFFER, type PropertyRow } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let property: PropertyRow;
let url: string;
let storedBefore: number;

beforeAll(async () => {
  t = await createTestApp();
  property = await insertProperty(t.db);
  url = `/api/properties/${property.id}/bids`;
});
afterAll(() => t.close());

async function offerCount(): Promise<number> {
  const [row] = await t.db.select({ value: count() }).from(offers);
  return row!.value;
}

/** Sends the JSON text as it is (so 1e400, __proto__ and the like reach the server unparsed). */
function postRaw(json: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: json,
  });
}

function post(body: unknown) {
  return postRaw(JSON.stringify(body));
}

async function expectRefused(response: Awaited<ReturnType<typeof post>>, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body.message).toEqual(expect.any(String));
  expect(Object.keys(body).every((key) => key === 'message' || key === 'errors')).toBe(true);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(await offerCount()).toBe(storedBefore);
}

async function expectStored(body: unknown) {
  const response = await post(body);
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.db.select().from(offers).where(eq(offers.id, response.json().id));
  return { response: response.json(), row: row! };
}

beforeEach(async () => {
  storedBefore = await offerCount();
});

describe('row 1: over-length fields and oversized bodies', () => {
  it.each([
    ['firstName', 'a'.repeat(101)],
    ['lastName', 'b'.repeat(101)],
    ['email', `${'c'.repeat(245)}@example.de`],
    ['phone', '1'.repeat(51)],
    ['firstName', '😀'.repeat(101)],
  ])('refuses %s over its length', async (field, value) => {
    await expectRefused(await post({ ...VALID_OFFER, [field]: value }));
  });

  it('accepts every field at exactly its length', async () => {
    const body = {
      ...VALID_OFFER,
      firstName: 'a'.repeat(100),
      lastName: 'b'.repeat(100),
      email: `${'c'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(62)}`,
      phone: '1'.repeat(50),
    };
    expect(body.email).toHaveLength(255);
    const { row } = await expectStored(body);
    expect(row).toMatchObject({
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phone: body.phone,
    });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const big = JSON.stringify({ ...VALID_OFFER, lastName: 'x'.repeat(1024 * 1024) });
    await expectRefused(await postRaw(big), 413);
  });

  it('refuses an oversized body even when Content-Length understates it', async () => {
    const big = JSON.stringify({ ...VALID_OFFER, notes: 'x'.repeat(1024 * 1024 + 10) });
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'content-length': '100' },
      payload: big,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await offerCount()).toBe(storedBefore);
  });
});

describe('row 2: wrong types', () => {
  it.each([
    ['firstName', 123],
    ['firstName', true],
    ['firstName', [5]],
    ['firstName', { first: 'Max' }],
    ['firstName', null],
    ['lastName', 123],
    ['lastName', false],
    ['email', 123],
    ['email', ['max@example.de']],
    ['phone', 4989123456],
    ['phone', { number: '1' }],
    ['bidAmount', true],
    ['bidAmount', [5]],
    ['bidAmount', ['950000']],
    ['bidAmount', { amount: 5 }],
  ])('refuses %s = %j', async (field, value) => {
    await expectRefused(await post({ ...VALID_OFFER, [field]: value }));
  });

  it.each([['[]'], ['[{"firstName":"Max"}]'], ['"offer"'], ['42'], ['null'], ['true'], ['{}']])(
    'refuses the body %s',
    async (json) => {
      await expectRefused(await postRaw(json));
    },
  );

  it.each(['firstName', 'lastName', 'email', 'phone', 'bidAmount'])('refuses a body without %s', async (field) => {
    const body: Record<string, unknown> = { ...VALID_OFFER };
    delete body[field];
    await expectRefused(await post(body));
  });

  it.each(['firstName', 'lastName', 'email', 'phone'])('refuses a blank %s', async (field) => {
    await expectRefused(await post({ ...VALID_OFFER, [field]: '   ' }));
  });

  it.each(['max', 'max@', '@example.de', 'max example.de', 'max@example', '<max@example.de>'])(
    'refuses the e-mail address %s',
    async (email) => {
      await expectRefused(await post({ ...VALID_OFFER, email }));
    },
  );

  it('refuses malformed JSON and other content types', async () => {
    await expectRefused(await postRaw('{"firstName": "Max",'));
    await expectRefused(await postRaw("{'firstName': 'Max'}"));
    const form = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=Max',
    });
    await expectRefused(form, 415);
    const empty = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' } });
    await expectRefused(empty);
  });
});

describe('row 3: __proto__, constructor and unknown fields', () => {
  const base = JSON.stringify(VALID_OFFER).slice(1, -1);

  it.each([
    [`{"__proto__": {"isFavorite": true}, ${base}}`],
    [`{${base}, "__proto__": {"polluted": "yes"}}`],
    [`{${base}, "constructor": {"prototype": {"polluted": "yes"}}}`],
    [`{${base}, "firstName": {"__proto__": {"polluted": "yes"}}}`],
  ])('refuses %s and pollutes nothing', async (json) => {
    await expectRefused(await postRaw(json));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isFavorite).toBeUndefined();
  });

  it('drops unknown fields and never applies server-owned ones', async () => {
    const { response, row } = await expectStored({
      ...VALID_OFFER,
      id: '11111111-1111-4111-8111-111111111111',
      isFavorite: true,
      createdAt: '2000-01-01T00:00:00.000Z',
      terms: true,
      role: 'admin',
    });
    expect(row.id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(row.isFavorite).toBe(false);
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2000);
    expect(response).not.toHaveProperty('terms');
    expect(response).not.toHaveProperty('role');
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});

describe('row 4: Unicode round-trips exactly; NUL is refused', () => {
  it('stores emoji, right-to-left scripts and combining characters exactly as sent', async () => {
    const body = {
      ...VALID_OFFER,
      firstName: 'Zoë 👩‍👩‍👧‍👦 😀',
      lastName: 'مُحَمَّد עברית',
      phone: '+49 ٨٩ ١٢٣',
      email: 'zoe@example.de',
    };
    // Combining characters must not be normalized (NFD stays NFD).
    const combining = 'Rene\u0301e Mu\u0308ller';
    const { response, row } = await expectStored({ ...body, lastName: `${body.lastName} ${combining}` });
    for (const value of [response, row]) {
      expect(value.firstName).toBe(body.firstName);
      expect(value.lastName).toBe(`${body.lastName} ${combining}`);
      expect(value.phone).toBe(body.phone);
    }
    expect(row.lastName.normalize('NFC')).not.toBe(row.lastName);
  });

  it('counts length in characters as the column does: 100 emoji fit, 101 do not', async () => {
    await expectRefused(await post({ ...VALID_OFFER, firstName: '😀'.repeat(101) }));
    const { row } = await expectStored({ ...VALID_OFFER, firstName: '😀'.repeat(100) });
    expect(row.firstName).toBe('😀'.repeat(100));
  });

  it.each(['firstName', 'lastName', 'email', 'phone'])('refuses a NUL byte in %s', async (field) => {
    const value = field === 'email' ? 'max\u0000@example.de' : 'Max\u0000Mustermann';
    await expectRefused(await post({ ...VALID_OFFER, [field]: value }));
  });

  it('refuses a NUL byte in the amount', async () => {
    await expectRefused(await post({ ...VALID_OFFER, bidAmount: '100\u0000' }));
  });
  it.each([
    ['U+FFFF', 'Max\uFFFF'],
    ['U+FFFE', 'Max\uFFFE'],
    ['a bell (C0 control)', 'Max\u0007'],
    ['an escape (C0 control)', 'Max\u001B[31m'],
    ['a lone high surrogate', 'Max\uD83D'],
    ['a lone low surrogate', '\uDE00Max'],
  ])('refuses %s, which XML (the export) cannot carry, with a clear message', async (_name, value) => {
    for (const field of ['firstName', 'lastName', 'phone']) {
      const response = await post({ ...VALID_OFFER, [field]: value });
      await expectRefused(response);
      expect(response.json().message).toContain('Bitte ohne Zeilenumbrüche und Steuerzeichen eingeben');
    }
  });

  it('keeps emoji (a surrogate pair) acceptable in a name', async () => {
    await expectStored({ ...VALID_OFFER, firstName: 'Max Moritz', lastName: 'Huber 😀' });
  });
});

describe('rows 5 and 6: SQL and HTML are stored verbatim', () => {
  it.each([
    "Robert'); DROP TABLE offers;--",
    "' OR '1'='1",
    '1; SELECT pg_sleep(5)',
    '$$; DELETE FROM properties; $$',
    "\\x00\\'--",
  ])('stores %s as text', async (text) => {
    const { response, row } = await expectStored({ ...VALID_OFFER, firstName: text, lastName: text });
    expect(response.firstName).toBe(text);
    expect(row.firstName).toBe(text);
    expect(row.lastName).toBe(text);
    const [tables] = await t.db.select({ value: sql<number>`count(*)::int` }).from(offers);
    expect(tables!.value).toBeGreaterThan(0);
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '"><svg/onload=alert(1)>',
    '&lt;b&gt; &amp; &#x3C;',
  ])('stores %s unescaped (escaping is the client’s job)', async (html) => {
    const response = await post({ ...VALID_OFFER, lastName: html, phone: html.slice(0, 50) });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().lastName).toBe(html);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, response.json().id));
    expect(row!.lastName).toBe(html);
    expect(row!.phone).toBe(html.slice(0, 50));
  });
});

describe('rows 8–12: amounts', () => {
  it.each([
    // row 8: zero and negative
    [0],
    ['0'],
    ['0.00'],
    [-0],
    [-1],
    ['-1'],
    [-0.01],
    ['-0.01'],
    // row 9: infinity and exponents
    ['Infinity'],
    ['-Infinity'],
    ['1e400'],
    ['1e5'],
    ['1E5'],
    [1e21],
    // row 10: not a number, null, empty
    ['NaN'],
    [null],
    [''],
    ['   '],
    // row 11: localized formats
    ['1.234,56'],
    ['1,5'],
    ['1 234'],
    ['€100'],
    ['100 €'],
    ['0x10'],
    ['+100'],
    // row 12: three decimals
    ['12.345'],
    [12.345],
    ['0.001'],
    [0.1 + 0.2],
    // beyond numeric(12,2)
    [10_000_000_000],
    ['10000000000'],
    ['10000000000.00'],
    ['99999999999999999999'],
  ])('refuses bidAmount %j', async (bidAmount) => {
    await expectRefused(await post({ ...VALID_OFFER, bidAmount }));
  });

  it('refuses 1e400 written as a raw number in the JSON text', async () => {
    const json = JSON.stringify({ ...VALID_OFFER, bidAmount: 0 }).replace('"bidAmount":0', '"bidAmount":1e400');
    expect(json).toContain('1e400');
    await expectRefused(await postRaw(json));
    const negative = json.replace('1e400', '-1e400');
    await expectRefused(await postRaw(negative));
  });

  it('refuses NaN and Infinity literals in the JSON text', async () => {
    for (const literal of ['NaN', 'Infinity', '-Infinity']) {
      const json = JSON.stringify({ ...VALID_OFFER, bidAmount: 0 }).replace('"bidAmount":0', `"bidAmount":${literal}`);
      await expectRefused(await postRaw(json));
    }
  });

  it.each([
    [1234.5, '1234.50'],
    ['1234.5', '1234.50'],
    [0.01, '0.01'],
    ['0.01', '0.01'],
    [1, '1.00'],
    ['9999999999.99', '9999999999.99'],
    [9999999999.99, '9999999999.99'],
    [9999999999, '9999999999.00'],
  ])('stores bidAmount %j as "%s"', async (bidAmount, stored) => {
    const { response, row } = await expectStored({ ...VALID_OFFER, bidAmount });
    expect(response.bidAmount).toBe(stored);
    expect(row.bidAmount).toBe(stored);
  });
});

describe('no 500 for any of a spray of odd bodies', () => {
  it('answers every one with a 4xx', async () => {
    const oddValues = [
      undefined,
      null,
      true,
      0,
      -1,
      1e308,
      '',
      ' ',
      '\u0000',
      '\uFEFF',
      '\uD800',
      [],
      [[]],
      {},
      'a'.repeat(5000),
    ];
    const fields = ['firstName', 'lastName', 'email', 'phone', 'bidAmount', 'propertyId'];
    for (const field of fields) {
      for (const value of oddValues) {
        const response = await post({ ...VALID_OFFER, [field]: value });
        expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBeLessThan(500);
      }
    }
  });
});

describe('one-line fields', () => {
  it.each([
    ['firstName', 'Max\r\nBcc: alle@example.de'],
    ['lastName', 'Mustermann\u202Egnp.exe'],
    ['lastName', 'Muster\u2066mann'],
    ['phone', '+49\t89 1234567'],
    ['email', 'max@example.de\n'],
    ['firstName', 'Max\u0085'],
  ])('refuse %s with a line break, a control or a bidi character, and say so', async (field, value) => {
    const response = await post({ ...VALID_OFFER, [field]: value });
    await expectRefused(response);
    expect(response.body).toContain('Bitte ohne Zeilenumbrüche und Steuerzeichen eingeben');
  });

  it('refuse a name over its length as too long, not as missing', async () => {
    const response = await post({ ...VALID_OFFER, firstName: 'a'.repeat(300) });
    await expectRefused(response);
    expect(response.body).toContain('Dieser Eintrag ist zu lang');
    expect(response.body).not.toContain('Vorname ist erforderlich');
  });

  it('take names as people write them', async () => {
    const { row } = await expectStored({
      ...VALID_OFFER,
      firstName: 'Zoë-Anaïs',
      lastName: "O'Brien von Müller-Łęcka",
    });
    expect(row.lastName).toBe("O'Brien von Müller-Łęcka");
  });
});
