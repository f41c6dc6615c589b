/**
 * A sign-in flood (`npm run bench:login-flood`): the built product behind a trusted proxy hop, read
 * by two steady visitors (the app's JS bundle, a static file read by libuv's thread pool, and
 * GET /api/properties, each asked one at a time every 25 ms) while BENCH_FLOOD (200) attackers
 * from as many addresses (X-Forwarded-For) send failed logins in parallel, each one a second.
 * Prints, for BENCH_REPEATS (3) rounds each, the readers' p99 idle and during the flood, their
 * ratio, and the median ratio: first for an anchor (the same
 * attackers asking GET /healthz, what any flood of that size costs), then for the logins with the
 * defaults, then with the password checks unbounded (PASSWORD_CHECKS=64, a queue of 10,000).
 * Nothing asserted.
 *
 *   npm run build && npm run bench:login-flood
 *   BENCH_SECONDS=5 BENCH_REPEATS=1 npm run bench:login-flood   # a quicker run
 *   BENCH_CASES=anchor,bounded npm run bench:login-flood          # some of the cases
 */
import { spawn } from 'node:child_process';
import { startProduct } from './product-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 200);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
/** Which cases run (comma-separated): anchor, bounded, spread, unbounded; all by default. */
const CASES = (process.env.BENCH_CASES ?? 'anchor,bounded,spread,unbounded').split(',');
const runs = (name) => CASES.includes(name);
/** A reader asks every READ_EVERY_MS: steady visitors, not a load of their own that fills the CPU. */
const READ_EVERY_MS = 25;

/** Reads url one request at a time, one every READ_EVERY_MS, for SECONDS: the latencies in ms. */
async function steadyReads(url) {
  const latencies = [];
  let failed = 0;
  const until = performance.now() + SECONDS * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (!response.ok) failed += 1;
    } catch {
      failed += 1;
    }
    const took = performance.now() - started;
    latencies.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, READ_EVERY_MS - took)));
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { p99Ms: sorted[Math.floor(sorted.length * 0.99)], requests: sorted.length, failed };
}

/** Both readers at once. */
async function readAll(readers) {
  const names = Object.keys(readers);
  const results = await Promise.all(names.map((name) => steadyReads(readers[name])));
  return Object.fromEntries(names.map((name, i) => [name, results[i]]));
}

/** A session cookie and its CSRF token, as the sign-in page holds them before posting. */
async function csrfPair(base) {
  const response = await fetch(`${base}/api/auth/user`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  const token = cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);
  if (!token) throw new Error('no CSRF token from /api/auth/user');
  return { cookie: cookies.join('; '), token };
}

/**
 * The flood, as its own process so the readers run beside it: FLOOD attackers, each from its own
 * address of 203.0.0.0/16, each sending a failed login and, once answered, the next one a second
 * after the last (at once if the answer took longer). They start spread over the first second.
 * Prints, when stopped, how the logins were answered.
 */
const FLOOD_SCRIPT = `
const [base, cookie, token, attackers, target] = process.argv.slice(1);
const statuses = {};
let sent = 0;
let stopped = false;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const send = (address) => {
  sent += 1;
  if (target === 'healthz') return fetch(base + '/healthz', { headers: { 'x-forwarded-for': address } });
  return fetch(base + '/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token, 'x-forwarded-for': address },
    // 'login': every guess at the admin account; 'login-spread': each at a username of its own.
    body: JSON.stringify({ username: target === 'login' ? 'admin' : 'user-' + sent, password: 'guess-' + sent }),
  });
};
const attacker = async (i) => {
  const address = '203.0.' + Math.floor(i / 250) + '.' + ((i % 250) + 1);
  await pause(Math.random() * 1000);
  while (!stopped) {
    const started = Date.now();
    try {
      const response = await send(address);
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    } catch {
      statuses.error = (statuses.error ?? 0) + 1;
    }
    await pause(Math.max(0, 1000 - (Date.now() - started)));
  }
};
for (let i = 0; i < Number(attackers); i++) attacker(i);
process.on('SIGTERM', () => { stopped = true; console.log(JSON.stringify({ sent, answered: statuses })); process.exit(0); });
`;

function startFlood(base, { cookie, token }, target) {
  const child = spawn(process.execPath, ['-e', FLOOD_SCRIPT, base, cookie, token, String(FLOOD), target], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    return output.trim();
  };
}

async function bundleUrl(base) {
  const html = await (await fetch(`${base}/`)).text();
  const path = /(\/assets\/app-[^" ]+\.js)/.exec(html)?.[1];
  if (!path) throw new Error('no script in the home page');
  return `${base}${path}`;
}

/** The middle value (of an odd count; the upper middle of an even one). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * REPEATS rounds, each on a product of its own (the sign-in limits of one round must not meet the
 * next): idle, flood, idle again. A round's ratio is its flood p99 over the mean of the idle p99
 * before and after it, so one disturbed idle reading cannot make a round; the median of the rounds
 * is the figure (single p99s on two shared cores swing by 2–4×).
 */
async function measure(label, env, target = 'login') {
  console.log(`\n${label}`);
  const ratios = { bundle: [], properties: [] };
  for (let round = 1; round <= REPEATS; round += 1) {
    const product = await startProduct({ env: { TRUST_PROXY: '1', ...env } });
    try {
      const readers = { bundle: await bundleUrl(product.base), properties: `${product.base}/api/properties` };
      await readAll(readers); // warm-up
      const idle = await readAll(readers);
      const stopFlood = startFlood(product.base, await csrfPair(product.base), target);
      // The flood's connections open and their first checks start before the readers measure.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const flooded = await readAll(readers);
      const flood = await stopFlood();
      // The queued checks finish before the idle reading after the flood.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const idleAfter = await readAll(readers);
      console.log(`  round ${round}, the flood: ${flood}`);
      for (const name of Object.keys(readers)) {
        const idleMs = (idle[name].p99Ms + idleAfter[name].p99Ms) / 2;
        const ratio = flooded[name].p99Ms / idleMs;
        ratios[name].push(ratio);
        console.log(
          `    ${name.padEnd(10)} p99 idle ${idle[name].p99Ms.toFixed(1)} / ${idleAfter[name].p99Ms.toFixed(1)} ms, ` +
            `during the flood ${flooded[name].p99Ms.toFixed(1)} ms (${ratio.toFixed(2)}×); ` +
            `${flooded[name].requests} reads, ${flooded[name].failed} failed`,
        );
      }
    } finally {
      await product.stop();
    }
  }
  for (const name of Object.keys(ratios)) {
    console.log(`  ${name.padEnd(10)} median of ${REPEATS} rounds: ${median(ratios[name]).toFixed(2)}×`);
  }
}

{
  console.log(
    `${FLOOD} attackers, a request a second each; two readers, one read each ${READ_EVERY_MS} ms, ${SECONDS} s per measurement, ${REPEATS} rounds`,
  );
  // The anchor: the same attackers asking for the cheapest answer there is. What any flood of this size costs on this
  // machine (the proxy's limits are for that); the sign-in flood should cost no more.
  if (runs('anchor')) await measure('anchor, the same attackers asking GET /healthz:', {}, 'healthz');
  if (runs('bounded')) await measure('failed logins, password checks bounded (the defaults):', {});
  if (runs('spread')) {
    await measure(
      'failed logins, each at a username of its own (no account to slow down), the defaults:',
      {},
      'login-spread',
    );
  }
  if (runs('unbounded')) {
    await measure('failed logins, password checks unbounded (PASSWORD_CHECKS=64, PASSWORD_CHECK_QUEUE=10000):', {
      PASSWORD_CHECKS: '64',
      PASSWORD_CHECK_QUEUE: '10000',
    });
  }
}
