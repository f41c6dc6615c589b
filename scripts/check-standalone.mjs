#!/usr/bin/env node
/**
 * The repository stands alone: no tracked file may send its reader to a document that is not in it
 * (a specification or guide kept elsewhere, an issue tracker). A rule is stated where it applies,
 * or its reason is a decision in docs/decisions/.
 *
 *   node scripts/check-standalone.mjs [directory]   # default: the current directory
 *
 * Scans every file `git ls-files` lists, except package-lock.json, binary files and this script,
 * and exits 1 with file:line for each reference it finds. What counts as one (REFERENCE_PATTERNS):
 * the words SPEC and GUIDE in capitals as whole words (not SPECIAL, not SPEC_TITLE, not "spec" or
 * "specification"), and "issue" followed by a number ("issue 12", "Issue #3", also when a comment
 * breaks the line between the two).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each pattern is global and matched against a whole text, so a reference may span a line break. */
export const REFERENCE_PATTERNS = [
  /\bSPEC\b/g,
  /\bGUIDE\b/g,
  // "issue", then on the same line or after one line break (with a comment's `*`, `//` or `#`) a number.
  /\bissues?[ \t]*(?:\r?\n[ \t]*(?:\*|\/\/|#)?[ \t]*)?#?\d+/gi,
];

const SKIPPED_NAMES = new Set(['package-lock.json']);
const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * The references to outside documents in a text, in order: the line (1-based) where each starts
 * and the text matched.
 * @param {string} text
 * @returns {{ line: number, match: string }[]}
 */
export function findOutsideReferences(text) {
  const found = [];
  for (const pattern of REFERENCE_PATTERNS) {
    for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push({ index: match.index, line, match: match[0].replace(/\s+/g, ' ') });
    }
  }
  return found.sort((a, b) => a.index - b.index).map(({ line, match }) => ({ line, match }));
}

/** Git's own test: a NUL byte in the first 8,000 bytes makes a file binary. */
function isBinary(bytes) {
  return bytes.subarray(0, 8000).includes(0);
}

/**
 * The tracked files of a directory's repository, as paths relative to that directory.
 * @param {string} directory
 * @returns {string[]}
 */
export function trackedFiles(directory) {
  const out = execFileSync('git', ['-C', directory, 'ls-files', '-z'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter(Boolean);
}

/**
 * Every reference in the given files under a directory, as `file:line: match` lines. Files that
 * are skipped (see above) or no longer exist in the working tree are left out.
 * @param {string} directory
 * @param {string[]} files paths relative to the directory
 * @returns {string[]}
 */
export function checkFiles(directory, files) {
  const problems = [];
  for (const file of files) {
    const absolute = path.resolve(directory, file);
    if (SKIPPED_NAMES.has(path.basename(file)) || absolute === THIS_FILE) continue;
    let bytes;
    try {
      bytes = readFileSync(absolute);
    } catch {
      continue; // deleted in the working tree, or a submodule's folder
    }
    if (isBinary(bytes)) continue;
    for (const { line, match } of findOutsideReferences(bytes.toString('utf8'))) {
      problems.push(`${file}:${line}: ${match}`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === THIS_FILE) {
  const directory = path.resolve(process.argv[2] ?? '.');
  const problems = checkFiles(directory, trackedFiles(directory));
  if (problems.length > 0) {
    console.error('References to documents outside the repository (state the rule itself, or name a decision):');
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}
