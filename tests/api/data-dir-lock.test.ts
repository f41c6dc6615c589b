/** The embedded database is single-process: a second server (or the admin CLI) on the same DATA_DIR is refused. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '#server/data-dir-lock.ts';

let dir: string;
let lockFile: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'offers-lock-'));
  lockFile = join(dir, 'db.lock');
});
afterEach(() => rmSync(lockFile, { force: true }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A process id that surely belongs to no running process: one that has just exited. */
function deadPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.once('error', reject);
    child.once('exit', () => resolve(child.pid!));
  });
}

describe('lockDataDir', () => {
  it('writes this process id and removes the file on unlock', () => {
    const unlock = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses while another live process holds the directory, naming it', () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lockFile, String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${holder.pid}`));
      expect(readFileSync(lockFile, 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock left behind by a crashed process', async () => {
    writeFileSync(lockFile, String(await deadPid()));
    const unlock = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    unlock();
  });

  it.each(['', 'garbage', '-5', '0'])('takes over a damaged lock file (%j)', (content) => {
    writeFileSync(lockFile, content);
    const unlock = lockDataDir(dir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    unlock();
  });

  it('lets the same process lock again (a restart within one process)', () => {
    lockDataDir(dir);
    const unlock = lockDataDir(dir);
    unlock();
    expect(existsSync(lockFile)).toBe(false);
  });
});
