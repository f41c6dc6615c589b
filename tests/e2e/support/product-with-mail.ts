import { startProduct, test, type Product } from './test';
import { freePort } from '#tests/helpers/server-process.ts';
import { smtpPeer, type SmtpPeer } from '#tests/helpers/smtp-peer.ts';

/**
 * The built product a second time, for a spec whose mails must really be sent: the shared test
 * server has no mail server, this one has a real SMTP peer of its own. Started before the spec's
 * tests as the workers' own product is (startProduct), stopped after them; read `product` and
 * `peer` inside the tests.
 */
export function productWithMail(): { readonly product: Product; readonly peer: SmtpPeer } {
  const own = {} as { product: Product; peer: SmtpPeer };
  test.beforeAll(async () => {
    own.peer = smtpPeer(await freePort());
    await own.peer.start();
    own.product = await startProduct((port) => ({
      SMTP_URL: own.peer.url,
      MAIL_FROM: 'Isarwert Immobilien <angebote@example.de>',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    }));
  });
  test.afterAll(async () => {
    await own.product?.stop();
    await own.peer?.stop();
  });
  return own;
}
