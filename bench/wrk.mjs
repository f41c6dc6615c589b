/**
 * Load from wrk (Debian's `wrk`) for the benches: one run's summary, and the Lua script that
 * makes wrk place offers.
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Exits with a hint when wrk is not installed. */
export function requireWrk() {
  if (spawnSync('wrk', ['--version']).error) {
    console.error("wrk is needed for this bench: apt-get install wrk (Debian's package).");
    process.exit(1);
  }
}

const wrkArgs = (url, { seconds, connections = 64, script } = {}) => [
  '-t1',
  `-c${connections}`,
  `-d${seconds}s`,
  '--latency',
  ...(script ? ['-s', script] : []),
  url,
];

/** Runs wrk for `seconds` and reads its summary: req/s, total requests, failed answers, p99 latency in ms. */
export function wrk(url, options) {
  const result = spawnSync('wrk', wrkArgs(url, options), { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  return summaryOf(result.stdout);
}

/**
 * wrk as above, with this process free meanwhile: a bench whose own loop makes load beside wrk
 * (downloads with curl, say) needs it, since `wrk` holds the process until it ends.
 */
export function wrkInBackground(url, options) {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', wrkArgs(url, options));
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(summaryOf(out)) : reject(new Error(`wrk failed: ${err}`))));
  });
}

function summaryOf(out) {
  const number = (pattern) => Number(out.match(pattern)?.[1] ?? 0);
  const p99 = out.match(/99%\s+([\d.]+)(us|ms|s)\b/);
  const scale = { us: 0.001, ms: 1, s: 1000 };
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/(\d+) requests in/),
    // Non-2xx answers and timed-out requests; a refused or reset connection counts as well.
    failed:
      number(/Non-2xx or 3xx responses:\s+(\d+)/) +
      number(/Socket errors:.*timeout (\d+)/) +
      number(/Socket errors: connect (\d+)/),
    p99Ms: p99 ? Number(p99[1]) * scale[p99[2]] : NaN,
  };
}

/** Writes `offer.lua` into dir: every request places the same valid offer on the property. */
export function offerScript(dir, propertyId) {
  const file = join(dir, 'offer.lua');
  const body = JSON.stringify({
    propertyId,
    firstName: 'Bench',
    lastName: 'Besucher',
    email: 'bench@example.com',
    phone: '+49 89 1234567',
    bidAmount: '450000.00',
  });
  writeFileSync(
    file,
    [
      'wrk.method = "POST"',
      'wrk.headers["Content-Type"] = "application/json"',
      `wrk.body = '${body}'`,
      `wrk.path = "/api/properties/${propertyId}/bids"`,
    ].join('\n'),
  );
  return file;
}

/**
 * Writes `offers.lua` into dir: every request places a valid offer on the property from an address
 * of its own, as many bidders would. Offers from one address slow down as they pile up (the checks
 * per address look at that address's earlier offers), which a bench of other things must not
 * measure; `offerScript` keeps one address for the benches that measure exactly that load.
 */
export function distinctOfferScript(dir, propertyId) {
  const file = join(dir, 'offers.lua');
  const run = Math.random().toString(36).slice(2, 8);
  const body = (email) =>
    JSON.stringify({
      propertyId,
      firstName: 'Bench',
      lastName: 'Besucher',
      email,
      phone: '+49 89 1234567',
      bidAmount: '450000.00',
    });
  const [before, after] = body('EMAIL').split('EMAIL');
  writeFileSync(
    file,
    [
      'local counter = 0',
      'local headers = { ["Content-Type"] = "application/json" }',
      'request = function()',
      '  counter = counter + 1',
      `  local email = "bench-${run}-" .. counter .. "@example.com"`,
      `  return wrk.format("POST", "/api/properties/${propertyId}/bids", headers, '${before}' .. email .. '${after}')`,
      'end',
    ].join('\n'),
  );
  return file;
}
