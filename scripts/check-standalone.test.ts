import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFiles, findOutsideReferences } from './check-standalone.mjs';

// The words are put together here so that this file does not trip the check itself.
const SPEC_WORD = ['SP', 'EC'].join('');
const GUIDE_WORD = ['GUI', 'DE'].join('');
const ISSUE_WORD = ['iss', 'ue'].join('');

const SCRIPT = path.join(import.meta.dirname, 'check-standalone.mjs');

describe('findOutsideReferences', () => {
  it('finds the outside specification, guide and numbered issues, with their lines', () => {
    const text = [
      `/** see ${SPEC_WORD} §7 */`,
      `// ${GUIDE_WORD} §5 asks for it`,
      `Fixed in ${ISSUE_WORD} 12 §3,`,
      `and ${ISSUE_WORD.toUpperCase()} #4 too (${SPEC_WORD}'s wording).`,
    ].join('\n');
    expect(findOutsideReferences(text)).toEqual([
      { line: 1, match: SPEC_WORD },
      { line: 2, match: GUIDE_WORD },
      { line: 3, match: `${ISSUE_WORD} 12` },
      { line: 4, match: `${ISSUE_WORD.toUpperCase()} #4` },
      { line: 4, match: SPEC_WORD },
    ]);
  });

  it('finds a numbered issue that a comment breaks over two lines', () => {
    const text = `/**\n * counts the same requests (${ISSUE_WORD}\n * 14 §2). One statement\n */`;
    expect(findOutsideReferences(text)).toEqual([{ line: 2, match: `${ISSUE_WORD} * 14` }]);
  });

  it('leaves words that only look alike', () => {
    const text = [
      'const SPECIAL_OFFER = 1; const SPEC_TITLE = "Page Not Found";',
      'Playwright spec files, the OpenAPI specification, a GUIDED tour, guide rails.',
      'An issue with no number; issued 3 times; tissue 4; the issues.',
      'Angaben gemäß § 5 DDG, § 311b BGB, RFC 9110 §13.1.2.',
    ].join('\n');
    expect(findOutsideReferences(text)).toEqual([]);
  });
});

describe('node scripts/check-standalone.mjs', () => {
  let directory: string | undefined;

  afterEach(() => {
    if (directory) rmSync(directory, { recursive: true, force: true });
    directory = undefined;
  });

  /** A throwaway repository with the given tracked files. */
  function repositoryWith(files: Record<string, string | Buffer>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'check-standalone-'));
    execFileSync('git', ['init', '--quiet', dir]);
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
    execFileSync('git', ['-C', dir, 'add', '--', ...Object.keys(files)]);
    return dir;
  }

  function run(dir: string) {
    return spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
  }

  it(`fails on a file that says "see ${SPEC_WORD} §7", naming the file and line`, () => {
    directory = repositoryWith({
      'notes.md': `# Notes\n\nThe limit, see ${SPEC_WORD} §7.\n`,
      'clean.ts': 'export {};\n',
    });
    const result = run(directory);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`notes.md:3: ${SPEC_WORD}`);
    expect(result.stderr).not.toContain('clean.ts');
  });

  it('passes on text that states its rules itself', () => {
    directory = repositoryWith({
      'notes.md': '# Notes\n\nAt most 10 images per property (decision 11).\n',
      'special.ts': 'export const SPECIAL = 1;\n',
    });
    const result = run(directory);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('skips package-lock.json, binary files and files not tracked', () => {
    directory = repositoryWith({
      'package-lock.json': `{ "note": "${SPEC_WORD}" }\n`,
      'image.bin': Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(` ${SPEC_WORD} `)]),
    });
    writeFileSync(path.join(directory, 'untracked.md'), `see ${SPEC_WORD} §7\n`);
    expect(run(directory).status).toBe(0);
    expect(checkFiles(directory, ['untracked.md'])).toEqual([`untracked.md:1: ${SPEC_WORD}`]);
  });
});
