import { randomBytes } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';

/** What a write in progress is called until its rename; start-up removes old ones a crash left. */
export const TEMP_FILE_PATTERN = /\.[0-9a-f]{12}\.tmp$/;

/** Written to a temp name and renamed: a crash never leaves a half-written file behind a name. */
export async function writeAtomically(data: Buffer, target: string): Promise<void> {
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data, { flag: 'wx' });
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Writes every file atomically, or (when one fails) removes those already written and rethrows. */
export async function writeAllAtomically(files: readonly { path: string; data: Buffer }[]): Promise<string[]> {
  const written: string[] = [];
  try {
    for (const file of files) {
      await writeAtomically(file.data, file.path);
      written.push(file.path);
    }
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  return written;
}

export async function removeFiles(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true })));
}
