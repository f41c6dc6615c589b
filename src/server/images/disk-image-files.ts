import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { removeFiles, TEMP_FILE_PATTERN, writeAllAtomically } from './atomic-files';
import { ImagePathError, type ImageFile, type ImageFiles, type ImageRestoreTarget } from './image-files';

/** A temp file older than this belongs to no write in progress: a crash or a stop left it. */
const STALE_TEMP_MS = 60 * 60 * 1000;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** The embedded setup's store: one file per name in DATA_DIR/uploads, served by @fastify/static. */
export class DiskImageFiles implements ImageFiles {
  readonly kind = 'disk';

  constructor(readonly dir: string) {}

  /** The path of a name, refused if it would leave the directory. */
  pathOf(name: string, base = this.dir): string {
    const path = resolve(base, name);
    if (!path.startsWith(resolve(base) + sep)) throw new ImagePathError(`not an upload name: ${name}`);
    return path;
  }

  async writeAll(files: readonly ImageFile[]): Promise<void> {
    const paths = files.map((file) => ({ path: this.pathOf(file.name), data: file.data }));
    for (const folder of new Set(paths.map(({ path }) => dirname(path)))) await mkdir(folder, { recursive: true });
    await writeAllAtomically(paths);
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(name));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async has(name: string): Promise<boolean> {
    return stat(this.pathOf(name)).then(
      () => true,
      () => false,
    );
  }

  async names(): Promise<string[]> {
    try {
      const entries = await readdir(this.dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && !TEMP_FILE_PATTERN.test(entry.name))
        .map((entry) => relative(this.dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort();
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async remove(names: readonly string[]): Promise<void> {
    await removeFiles(names.map((name) => this.pathOf(name)));
  }

  async tidy(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const now = Date.now();
    for (const name of names.filter((candidate) => TEMP_FILE_PATTERN.test(candidate))) {
      const path = join(this.dir, name);
      const modified = await stat(path).then(
        (info) => info.mtimeMs,
        () => now,
      );
      if (now - modified > STALE_TEMP_MS) await rm(path, { force: true }).catch(() => undefined);
    }
  }

  /** Files wait beside the directory until the rows are committed: a refused restore changes nothing. */
  restoreTarget(): ImageRestoreTarget {
    const staging = `${this.dir}.restoring-${process.pid}`;
    const staged: string[] = [];
    let clearAtCommit = false;
    return {
      clear: async () => {
        clearAtCommit = true;
      },
      put: async (_tx, file) => {
        const path = this.pathOf(file.name, staging);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, file.data, { mode: 0o600 });
        staged.push(file.name);
      },
      commit: async () => {
        if (clearAtCommit) rmSync(this.dir, { recursive: true, force: true });
        for (const name of staged) {
          const target = this.pathOf(name);
          mkdirSync(dirname(target), { recursive: true });
          renameSync(this.pathOf(name, staging), target);
        }
        rmSync(staging, { recursive: true, force: true });
      },
      abort: async () => rmSync(staging, { recursive: true, force: true }),
    };
  }
}
