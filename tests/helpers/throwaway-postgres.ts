/**
 * A PostgreSQL cluster of one test's own (initdb + pg_ctl on a free port), so the test can stop
 * and start it without touching the shared server other tests use. Run as the postgres user when
 * the tests run as root (initdb refuses root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const POSTGRES_LIB = '/usr/lib/postgresql';

/** The newest installed server's bin directory, or undefined when there is none. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(POSTGRES_LIB)) return undefined;
  const versions = readdirSync(POSTGRES_LIB)
    .filter((name) => existsSync(join(POSTGRES_LIB, name, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(POSTGRES_LIB, newest, 'bin') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ThrowawayPostgres {
  url: string;
  /** Fast shutdown: sessions are ended as in a real restart. */
  stop(): void;
  start(): void;
  destroy(): void;
}

export async function startThrowawayPostgres(binDir: string): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'offers-pg-'));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const [command, prefix] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(binDir, program)]]
      : [join(binDir, program), []];
    execFileSync(command as string, [...(prefix as string[]), ...args], { stdio: 'pipe', timeout: 60_000 });
  };
  const port = await freePort();
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
