/**
 * Request targets that are not origin-form reach the server only over a raw socket (inject and
 * fetch always send a path), so this test speaks HTTP/1.1 itself.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

function rawRequest(requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('request targets that are not a path', () => {
  it.each([
    'GET http://127.0.0.1/api/admin/bids HTTP/1.1',
    'GET http://127.0.0.1/api/properties HTTP/1.1',
    'POST http://example.com/api/login HTTP/1.1',
    'OPTIONS * HTTP/1.1',
  ])('%s → 400 with a JSON message, never 500', async (line) => {
    const answer = await rawRequest(line);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('{"message":"Bad request target"}');
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('still serves the same path in origin form', async () => {
    expect(await rawRequest('GET /api/properties HTTP/1.1')).toMatch(/^HTTP\/1\.1 200 /);
  });
});
