import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port that was free a moment ago (the server is given it explicitly, so it can be printed and reused). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Resolves with the exit code and signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the real server (src/server/main.ts through tsx, as `npm run dev` does) as a child process.
 * Node runs directly, without npx in between, so a signal reaches the server itself.
 */
export function startServer(env: Record<string, string>, port: number): ServerProcess {
  return spawnServer(['--import', 'tsx', 'src/server/main.ts'], env, port);
}

/** The compiled server as `npm start` runs it (dist/server/main.js, from `npm run build`). */
const BUILT_SERVER = join(PROJECT_ROOT, 'dist/server/main.js');

/** Starts the built server (BUILT_SERVER) as a child process, as in production. */
export function startBuiltServer(env: Record<string, string>, port: number): ServerProcess {
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run \`npm run build\` first`);
  return spawnServer([BUILT_SERVER], env, port);
}

function spawnServer(nodeArguments: string[], env: Record<string, string>, port: number): ServerProcess {
  const cleanEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    // The parent's database settings must not leak into the child.
    if (value !== undefined && !['DATABASE_URL', 'TEST_DATABASE_URL', 'SESSION_SECRET'].includes(key))
      cleanEnv[key] = value;
  }
  const child = spawn(process.execPath, nodeArguments, {
    cwd: PROJECT_ROOT,
    // Load shedding off unless a test sets it: a busy test machine is not an overloaded server.
    env: { ...cleanEnv, HOST: '127.0.0.1', PORT: String(port), MAX_EVENT_LOOP_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** The status of GET url on a connection of its own (closed after), or 0 when none could be made. */
function statusOnFreshConnection(url: string): Promise<number> {
  return new Promise((resolve) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', () => resolve(0));
  });
}

/**
 * Waits until /readyz answers 200 (the database is open), failing early if the process ends.
 * Each poll on a connection of its own: an idle one left open would hold up the server's shutdown.
 */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  let ended = false;
  void server.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`server exited during start-up:\n${server.output()}`);
    if ((await statusOnFreshConnection(`${server.baseUrl}/readyz`)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`; resolves once it has ended. */
export async function stopServer(server: ServerProcess, graceMs = 15_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  await server.exited;
  clearTimeout(killer);
}
