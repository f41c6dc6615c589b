import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH, passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it.each(['correct-horse-battery-staple', 'Isarwert-Maxvorstadt-7', 'elf zwölf dreizehn'])(
    'accepts %s',
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );

  it(`refuses fewer than ${MIN_PASSWORD_LENGTH} characters, counting characters rather than bytes`, () => {
    expect(passwordProblem('short-pass1')).toMatch(/at least 12 characters/);
    expect(passwordProblem('äöüäöüäöüäö')).toMatch(/at least 12 characters/);
    expect(passwordProblem('äöüäöüäöüäöß')).toBeNull();
  });

  it.each([
    '1q2w3e4r5t6y', // in the list as it stands
    'QWERTY123456', // case does not help
    'password2026!', // a common word padded with digits and signs
    '!!sunshine!!2024',
    'aaaaaaaaaaaaaaaa', // one or two distinct characters
    'abababababababab',
  ])('refuses the common or simple %s', (password) => {
    expect(passwordProblem(password)).toMatch(/too common/);
  });
});
