/**
 * Load from wrk (Debian's `wrk`) for the benches: one run's summary, and the Lua script that
 * makes wrk place offers.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Exits with a hint when wrk is not installed. */
export function requireWrk() {
  if (spawnSync('wrk', ['--version']).error) {
    console.error("wrk is needed for this bench: apt-get install wrk (Debian's package).");
    process.exit(1);
  }
}

/** Runs wrk for `seconds` and reads its summary: req/s, total requests, failed answers, p99 latency in ms. */
export function wrk(url, { seconds, connections = 64, script } = {}) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...(script ? ['-s', script] : []), url];
  const result = spawnSync('wrk', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
  const out = result.stdout;
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
