import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedVariantFacts, UPLOAD_VARIANTS, uploadFileNames } from '#tests/helpers/images.ts';
import { DiskImageFiles } from './disk-image-files';
import { backfillImageVariants, startImageVariantBackfill, type BackfillLog } from './image-variants';

const OLD = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
let dir: string;
let warnings: string[];
const log: BackfillLog = {
  info: () => undefined,
  warn: ((details: { file?: string }) => warnings.push(details.file ?? 'uploads')) as BackfillLog['warn'],
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'image-variants-'));
  warnings = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A smooth gradient: quick to encode, so the variants of a 1920 px picture take little time. */
async function webp(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      raw.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .webp({ quality: 82 })
    .toBuffer();
}

/** An upload as stored before the variants existed: the 1920 px file and its 480 px thumbnail. */
async function oldStyleUpload(id: string): Promise<{ url: string; thumb: Buffer }> {
  const thumb = await webp(480, 320);
  writeFileSync(join(dir, `${id}.webp`), await webp(1920, 1280));
  writeFileSync(join(dir, `${id}-480.webp`), thumb);
  return { url: `/uploads/${id}.webp`, thumb };
}

const modifiedTimes = () =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, statSync(join(dir, name)).mtimeMs]));

describe('backfillImageVariants', () => {
  it("creates an old upload's missing variants and leaves the files it already has", async () => {
    const { url, thumb } = await oldStyleUpload(OLD);
    const canonicalBefore = readFileSync(join(dir, `${OLD}.webp`));

    expect(await backfillImageVariants(new DiskImageFiles(dir), log)).toEqual({
      created: UPLOAD_VARIANTS.length - 1,
      failed: 0,
    });
    expect(readdirSync(dir).sort()).toEqual(uploadFileNames(url).sort());
    expect(await storedVariantFacts(new DiskImageFiles(dir), url)).toEqual(
      UPLOAD_VARIANTS.map(({ suffix, format, width }) => ({
        suffix,
        format,
        width,
        height: suffix === '-share.jpg' ? 630 : Math.round((width * 2) / 3),
      })),
    );
    expect(readFileSync(join(dir, `${OLD}-480.webp`))).toEqual(thumb);
    expect(readFileSync(join(dir, `${OLD}.webp`))).toEqual(canonicalBefore);
    expect(warnings).toEqual([]);
  });

  it('is idempotent: a second run creates and touches nothing', async () => {
    await oldStyleUpload(OLD);
    await backfillImageVariants(new DiskImageFiles(dir), log);
    const before = modifiedTimes();
    expect(await backfillImageVariants(new DiskImageFiles(dir), log)).toEqual({ created: 0, failed: 0 });
    expect(modifiedTimes()).toEqual(before);
  });

  it('creates only what is missing', async () => {
    const { url } = await oldStyleUpload(OLD);
    writeFileSync(join(dir, `${OLD}-960.avif`), 'kept as it is');
    expect(await backfillImageVariants(new DiskImageFiles(dir), log)).toEqual({
      created: UPLOAD_VARIANTS.length - 2,
      failed: 0,
    });
    expect(readFileSync(join(dir, `${OLD}-960.avif`), 'utf8')).toBe('kept as it is');
    expect(readdirSync(dir).sort()).toEqual(uploadFileNames(url).sort());
  });

  it('warns about each file it cannot create, never throws, and completes the other uploads', async () => {
    writeFileSync(join(dir, `${OLD}.webp`), 'not an image');
    const { url } = await oldStyleUpload(OTHER);
    expect(await backfillImageVariants(new DiskImageFiles(dir), log)).toEqual({
      created: UPLOAD_VARIANTS.length - 1,
      failed: UPLOAD_VARIANTS.length,
    });
    expect(warnings.sort()).toEqual(UPLOAD_VARIANTS.map((variant) => `${OLD}${variant.suffix}`).sort());
    expect(
      readdirSync(dir)
        .filter((name) => name.startsWith(OTHER))
        .sort(),
    ).toEqual(uploadFileNames(url).sort());
    expect(readdirSync(dir).filter((name) => name.startsWith(OLD))).toEqual([`${OLD}.webp`]);
  });

  it('leaves other files alone and removes only stale temp files', async () => {
    writeFileSync(join(dir, 'notes.txt'), 'x');
    writeFileSync(join(dir, `${OLD.toUpperCase()}.webp`), 'x');
    const stale = `${OTHER}-960.webp.0123456789ab.tmp`;
    const fresh = `${OTHER}-480.webp.ba9876543210.tmp`;
    writeFileSync(join(dir, stale), 'x');
    writeFileSync(join(dir, fresh), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(join(dir, stale), twoHoursAgo, twoHoursAgo);
    expect(await backfillImageVariants(new DiskImageFiles(dir), log)).toEqual({ created: 0, failed: 0 });
    expect(readdirSync(dir).sort()).toEqual([`${OLD.toUpperCase()}.webp`, fresh, 'notes.txt'].sort());
  });

  it('does nothing without an uploads directory', async () => {
    expect(await backfillImageVariants(new DiskImageFiles(join(dir, 'none')), log)).toEqual({ created: 0, failed: 0 });
    expect(warnings).toEqual([]);
  });
});

describe('startImageVariantBackfill', () => {
  it('returns at once and completes the uploads in the background', async () => {
    const { url } = await oldStyleUpload(OLD);
    expect(startImageVariantBackfill(new DiskImageFiles(dir), log)).toBeUndefined();
    expect(readdirSync(dir)).toHaveLength(2);
    await vi.waitFor(() => expect(readdirSync(dir).sort()).toEqual(uploadFileNames(url).sort()), {
      timeout: 20_000,
      interval: 50,
    });
  });
});
