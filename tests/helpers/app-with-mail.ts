/**
 * A test app whose mails really go out, to an SMTP peer of its own, with a fast outbox: started
 * before a file's tests and stopped after them. Read `t`, `peer` and `admin` inside the tests.
 */
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './server-process';
import { smtpPeer, type SmtpPeer } from './smtp-peer';
import { createTestApp, type TestApp, type TestClient } from './test-app';

/** The address the mails' links start with. */
export const MAIL_PUBLIC_URL = 'http://angebote.example.de';

export interface AppWithMail {
  readonly t: TestApp;
  readonly peer: SmtpPeer;
  /** Signed in as the first owner. */
  readonly admin: TestClient;
}

export function appWithMail(): AppWithMail {
  const own = {} as { t: TestApp; peer: SmtpPeer; admin: TestClient };
  beforeAll(async () => {
    own.peer = smtpPeer(await freePort());
    await own.peer.start();
    own.t = await createTestApp(
      {
        publicUrl: MAIL_PUBLIC_URL,
        mail: {
          smtpUrl: own.peer.url,
          from: 'Isarwert Immobilien <angebote@example.de>',
          notify: [],
          notifyLanguage: 'de',
        },
      },
      { mailTiming: { pollIntervalMs: 100, retryBaseMs: 100 } },
    );
    own.admin = await own.t.adminClient();
  });
  afterAll(async () => {
    await own.t?.close();
    await own.peer?.stop();
  });
  return own;
}
