/**
 * A real nginx (Debian's) for tests and benches, run in the foreground as our child with all its
 * files in one folder: the main config around a site config the caller writes.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

export interface RunningNginx {
  /** What nginx printed and its error log (it names the reason of every 502). */
  errorLog(): string;
  stop(): Promise<void>;
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

/** Whether anything answers HTTP on the port (an HTTPS port answers plain HTTP with a 400). */
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

/**
 * Writes the site config and a main config into dir, checks them (`nginx -t`), starts nginx and
 * waits until it answers on listenPort.
 */
export async function startNginx(dir: string, siteConfig: string, listenPort: number): Promise<RunningNginx> {
  mkdirSync(join(dir, 'temp'), { recursive: true });
  writeFileSync(join(dir, 'site.conf'), siteConfig);
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
  const running: RunningNginx = {
    errorLog,
    async stop() {
      if (nginx.exitCode !== null || nginx.signalCode !== null) return;
      // Fast shutdown of this master (and so of its worker).
      nginx.kill('SIGTERM');
      await exited;
    },
  };

  const deadline = Date.now() + 20_000;
  while (!(await answersOn(listenPort))) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      await running.stop();
      throw new Error(`nginx did not listen on ${listenPort}:\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return running;
}

/** The `location / { … }` block of the shipped deploy/nginx.conf: forwarding headers, timeouts, buffering. */
export function shippedLocationBlock(projectRoot: string): string {
  const shipped = readFileSync(join(projectRoot, 'deploy/nginx.conf'), 'utf8');
  const block = /\n(\s*location \/ \{\n[\s\S]*?\n\s*\})\n/.exec(shipped)?.[1];
  if (!block) throw new Error('deploy/nginx.conf has no `location / { … }` block');
  return block;
}
