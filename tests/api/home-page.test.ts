/** Without the page renderer, GET / is the shell with the shown property's title and description. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

const INDEX_HTML = `<!doctype html><html><head>
<meta
  name="description"
  content="Shell description"
/>
<title>Isarwert Immobilien</title>
</head><body><div id="root"></div></body></html>`;

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'offers-home-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('GET /', () => {
  it('is the plain shell while no property is active', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('names the newest active property, escaped, with a short description', async () => {
    await insertProperty(t.db, { title: 'Older flat', createdAt: new Date('2025-01-01T00:00:00Z') });
    await insertProperty(t.db, {
      title: 'Villa <script>alert(1)</script> & "Garten"',
      description: `Erste Zeile.\n\n${'Sehr schöne Lage. '.repeat(20)}`,
      images: ['/uploads/0123456789abcdef0123456789abcdef.webp', 'https://images.example/b.jpg'],
    });
    t.wroteBehindTheApp();
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(
      '<title>Villa &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Garten&quot; | Isarwert Immobilien</title>',
    );
    expect(response.body).not.toContain('<script>alert(1)');
    const description = /name="description"\s+content="([^"]*)"/.exec(response.body)?.[1] ?? '';
    expect(description.startsWith('Erste Zeile. Sehr schöne Lage.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});
