import { readFileSync } from 'node:fs';
import { COMMON_PASSWORDS_FILE } from '../paths';

export const MIN_PASSWORD_LENGTH = 12;

let commonPasswords: ReadonlySet<string> | undefined;

/** Read on first use: only setting a password needs the list, never a login. */
function isCommon(candidate: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords.has(candidate);
}

/**
 * Why a new admin password is refused, or null when it may be used (ASVS 2.1: at least 12
 * characters, not a known common password). A common word padded with digits or signs
 * ("password2026!") counts as that word.
 */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return `must be at least ${MIN_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  if (isCommon(lower) || (core.length >= 4 && isCommon(core)) || new Set(lower).size <= 2) {
    return 'is too common or too simple to guess; choose a longer phrase of unrelated words';
  }
  return null;
}
