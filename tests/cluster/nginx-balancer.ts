/**
 * A real nginx (Debian's) balancing plain HTTP on 127.0.0.1 over several app instances, round robin,
 * with the proxy settings of the shipped deploy/nginx.conf. Every answer names the instance that
 * gave it in X-Upstream (test only: the app itself does not say who it is).
 */
import { shippedLocationBlock, startNginx, type RunningNginx } from '../helpers/nginx';
import { PROJECT_ROOT } from '../helpers/server-process';

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

export interface Balancer extends RunningNginx {
  port: number;
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
    shippedLocationBlock(PROJECT_ROOT),
    '}',
  ].join('\n');
}

/** Starts nginx in the foreground (its master is our child) with its files under dir. */
export async function startBalancer(
  dir: string,
  listenPort: number,
  upstreamPorts: readonly number[],
): Promise<Balancer> {
  const nginx = await startNginx(dir, siteConfig(listenPort, upstreamPorts), listenPort);
  return { port: listenPort, ...nginx };
}
