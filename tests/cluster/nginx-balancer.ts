/**
 * A real nginx (Debian's) balancing plain HTTP on 127.0.0.1 over several app instances, round robin,
 * with the proxy settings of the shipped deploy/nginx.conf. Every answer names the instance that
 * gave it in X-Upstream (test only: the app itself does not say who it is).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../helpers/server-process';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * How long nginx keeps an idle connection to an instance. Shorter than the app's drain
 * (SHUTDOWN_DRAIN_SECONDS) and its keep-alive timeout, so that nginx, not the app, closes idle
 * connections: a POST sent on a connection the app closes at that moment is lost (502), because
 * nginx does not send a non-idempotent request twice.
 */
const UPSTREAM_KEEPALIVE_TIMEOUT_SECONDS = 2;

/**
 * How long nginx leaves an instance alone after a refused connection (fail_timeout). The default
 * 10 s only delays a restarted instance's first requests; the test waits for them.
 */
const FAIL_TIMEOUT_SECONDS = 2;

export interface Balancer {
  port: number;
  /** nginx's error log, for failure messages (it names the reason of every 502). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** The `location / { … }` block of the shipped site: the forwarding headers, timeouts and buffering. */
function shippedLocationBlock(): string {
  const shipped = readFileSync(join(PROJECT_ROOT, 'deploy/nginx.conf'), 'utf8');
  const block = /\n(\s*location \/ \{\n[\s\S]*?\n\s*\})\n/.exec(shipped)?.[1];
  if (!block) throw new Error('deploy/nginx.conf has no `location / { … }` block');
  return block;
}

function siteConfig(listenPort: number, upstreamPorts: readonly number[]): string {
  const servers = upstreamPorts.map(
    (port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`,
  );
  return [
    'upstream offer_platform {',
    ...servers,
    '    keepalive 16;',
    `    keepalive_timeout ${UPSTREAM_KEEPALIVE_TIMEOUT_SECONDS}s;`,
    '}',
    'server {',
    `    listen 127.0.0.1:${listenPort};`,
    '    client_max_body_size 60m;',
    '    add_header X-Upstream $upstream_addr always;',
    shippedLocationBlock(),
    '}',
  ].join('\n');
}

function mainConfig(dir: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  return [
    // As root the workers would otherwise run as nobody, who cannot use the test's private folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'worker_processes 1;',
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${join(dir, 'site.conf')};`,
    '}',
  ].join('\n');
}

function answersOn(port: number): Promise<boolean> {
  return new Promise((resolve) =>
    request({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
      res.resume();
      resolve(true);
    })
      .on('error', () => resolve(false))
      .end(),
  );
}

async function waitUntilListening(port: number, nginx: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited:\n${output()}`);
    if (await answersOn(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}:\n${output()}`);
}

/** Starts nginx in the foreground (its master is our child) with its files under dir. */
export async function startBalancer(dir: string, listenPort: number, upstreamPorts: readonly number[]) {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  writeFileSync(join(dir, 'site.conf'), siteConfig(listenPort, upstreamPorts));
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf')];
  execFileSync(NGINX, ['-t', ...args], { stdio: 'pipe' });
  const nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  nginx.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  nginx.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const errorLogFile = join(dir, 'error.log');
  const errorLog = () => output + (existsSync(errorLogFile) ? readFileSync(errorLogFile, 'utf8') : '');

  const balancer: Balancer = {
    port: listenPort,
    errorLog,
    async stop() {
      if (nginx.exitCode !== null || nginx.signalCode !== null) return;
      // Fast shutdown of this master (and so of its worker).
      nginx.kill('SIGTERM');
      await exited;
    },
  };
  try {
    await waitUntilListening(listenPort, nginx, errorLog);
  } catch (error) {
    await balancer.stop();
    throw error;
  }
  return balancer;
}
