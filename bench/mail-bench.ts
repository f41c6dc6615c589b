/**
 * Mail bench: 1,000 offers through the real app over HTTP, each with a confirmation and an agent
 * notification, sent over SMTP to a real SMTP server in this process. Prints how long the offers
 * took, how long until the last mail was accepted, and checks that none is lost or sent twice.
 *
 *   npm run bench:mail                              # embedded PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:mail   # a PostgreSQL database (rows removed after)
 *   BENCH_OFFERS=200 npm run bench:mail             # another size
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { openImageStore } from '#server/images/open-image-store.ts';
import { openPglite, openPostgres } from '#server/db/client.ts';
import { mailOutbox, offers, properties } from '#server/db/schema.ts';
import { insertProperty } from '#tests/helpers/fixtures.ts';
import { freePort } from '#tests/helpers/server-process.ts';
import { smtpPeer } from '#tests/helpers/smtp-peer.ts';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 1000);
const CONCURRENCY = 20;
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(2);

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const handle = url ? openPostgres(url) : await openPglite();
  await handle.migrate();
  const uploadsDir = mkdtempSync(join(tmpdir(), 'mail-bench-'));
  const property = await insertProperty(handle.db, { title: 'Bench-Immobilie' });
  const peer = smtpPeer(await freePort());
  await peer.start();

  const app = await buildApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: uploadsDir,
      adminUsername: 'bench-admin',
      databaseWaitSeconds: 10,
      passwordChecks: { concurrent: 1, waiting: 4 },
      ipv6PrefixLength: 64,
      uploadQuota: { bytesPerClient: 30 * 1024 * 1024, bytesOverall: 300 * 1024 * 1024 },
      maxEventLoopDelayMs: 0,
      trustProxy: false,
      offerRateLimit: 0,
      logLevel: 'silent',
      offerRetentionDays: 180,
      shutdownDrainSeconds: 0,
      imageCacheBytes: 16 * 1024 * 1024,
      publicUrl: 'http://angebote.example.de',
      mail: {
        smtpUrl: peer.url,
        from: 'Bench <bench@example.de>',
        notify: ['makler@example.de'],
        notifyLanguage: 'de',
      },
      sessionSecret: 'bench-secret-bench-secret-bench-secret-0123',
    },
    database: handle,
    images: openImageStore(handle, {
      uploadsDir: join(uploadsDir, 'uploads'),
      imageCacheDir: join(uploadsDir, 'image-cache'),
      imageCacheBytes: 16 * 1024 * 1024,
    }),
    siteRenderer: null,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  try {
    const started = performance.now();
    let next = 0;
    const acknowledged: string[] = [];
    const sender = async () => {
      while (next < OFFERS) {
        const i = next++;
        const response = await fetch(`http://127.0.0.1:${port}/api/properties/${property.id}/bids`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Bench',
            lastName: `Bieter ${i}`,
            email: `bieter${i}@example.de`,
            phone: '+49 89 000000',
            bidAmount: String(400_000 + i),
            language: (['de', 'en', 'fr'] as const)[i % 3],
          }),
        });
        if (response.status !== 201) throw new Error(`offer ${i} answered ${response.status}`);
        acknowledged.push(((await response.json()) as { id: string }).id);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    console.log(`database: ${handle.kind}; ${acknowledged.length} offers acknowledged in ${seconds(started)} s`);

    await peer.waitForMails(OFFERS * 2, 300_000);
    console.log(`mails accepted by the SMTP server: ${peer.received.length} after ${seconds(started)} s`);
    // Anything sent twice would arrive a little later.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const ids = new Set(peer.received.map((mail) => mail.parsed.messageId));
    const confirmed = new Set(
      peer.received.filter((mail) => !mail.to.includes('makler@example.de')).flatMap((mail) => mail.to),
    );
    const sentRows = await handle.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'sent'));
    const lost = OFFERS * 2 - ids.size;
    const twice = peer.received.length - ids.size;
    console.log(
      `distinct Message-IDs: ${ids.size}; bidders confirmed: ${confirmed.size}; rows marked sent: ${sentRows.length}`,
    );
    console.log(`lost: ${lost}; sent twice: ${twice}`);
    const ok = lost === 0 && twice === 0 && confirmed.size === OFFERS && sentRows.length === OFFERS * 2;
    console.log(ok ? 'result:          none lost, none twice' : 'result:          MAILS LOST OR REPEATED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await app.close();
    await peer.stop();
    if (url) {
      const cleanup = openPostgres(url);
      await cleanup.db.delete(offers).where(eq(offers.propertyId, property.id));
      await cleanup.db.delete(properties).where(eq(properties.id, property.id));
      await cleanup.close();
    }
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
