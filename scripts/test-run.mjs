// The machinery of one `npm test` run: steps in process groups of their own, a temporary folder
// per run, and nothing left behind when the run is interrupted (Ctrl-C, a CI job stopped).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A folder of this run's own under /tmp (short: PostgreSQL's socket paths must stay under 108
 * bytes). Every temporary file of the tests lands in it through TMPDIR, so two clones testing at
 * once never share one, and an interrupted run finds what it started by this path.
 */
export function createRunTempDir() {
  const dir = mkdtempSync('/tmp/offers-test-');
  // The throwaway PostgreSQL runs as the postgres user and must reach its folder inside.
  chmodSync(dir, 0o755);
  return dir;
}

/** The processes whose command line names `path` (servers, browsers, databases of this run). */
function processesUsing(path) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const commandLine = readFileSync(join('/proc', entry, 'cmdline'), 'utf8');
      if (commandLine.includes(path)) found.push(Number(entry));
    } catch {
      // Ended meanwhile, or not ours to read.
    }
  }
  return found;
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

export class TestRun {
  constructor(tempDir) {
    this.tempDir = tempDir;
    this.current = null;
    this.stopping = false;
  }

  /**
   * Runs a step as the leader of a new process group, so that stopping it reaches every process it
   * started (workers, servers, browsers, nginx). Resolves with its exit code and duration.
   */
  step(command, args, env) {
    const started = Date.now();
    const child = spawn(command, args, {
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, TMPDIR: this.tempDir, ...env },
    });
    this.current = child;
    return new Promise((resolve) => {
      child.once('exit', (code, signalName) => {
        this.current = null;
        resolve({ code: code ?? (signalName ? 1 : 0), seconds: (Date.now() - started) / 1000 });
      });
    });
  }

  /** Ends the running step's process group and whatever else of this run still runs, then the folder. */
  cleanUp() {
    if (this.current?.pid) signal(-this.current.pid, 'SIGTERM');
    // A daemon that left the group (pg_ctl starts PostgreSQL in a session of its own) is found by
    // its data directory, which lies in this run's folder.
    for (const pid of processesUsing(this.tempDir)) signal(pid, 'SIGTERM');
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && processesUsing(this.tempDir).length > 0) {
      spawnSync('sleep', ['0.2']);
    }
    if (this.current?.pid) signal(-this.current.pid, 'SIGKILL');
    for (const pid of processesUsing(this.tempDir)) signal(pid, 'SIGKILL');
    rmSync(this.tempDir, { recursive: true, force: true });
  }

  /** On Ctrl-C, SIGTERM or a closed terminal: stop everything of this run and exit. */
  stopOnSignals() {
    for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
      process.on(name, () => {
        if (this.stopping) return;
        this.stopping = true;
        process.stdout.write(`\n${name}: stopping the tests and everything they started…\n`);
        this.cleanUp();
        process.exit(name === 'SIGINT' ? 130 : 143);
      });
    }
  }
}
