import { describe, expect, it } from 'vitest';
import { isSealed, SecondFactorKeys } from './second-factor-keys';

const keys = new SecondFactorKeys('a-configured-secret-of-at-least-32-characters');
const otherKeys = new SecondFactorKeys('another-configured-secret-of-32-characters!!');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('SecondFactorKeys', () => {
  it('seals a TOTP secret so that it is not readable, differently each time, and opens it again', () => {
    const sealed = keys.seal(SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(keys.seal(SECRET)).not.toBe(sealed);
    expect(keys.open(sealed)).toBe(SECRET);
  });

  it('cannot open what another key sealed, nor a sealed value changed by one character', () => {
    const sealed = keys.seal(SECRET);
    expect(otherKeys.open(sealed)).toBeNull();
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(keys.open(sealed.slice(0, -1) + last)).toBeNull();
    expect(keys.open('enc1:garbage')).toBeNull();
  });

  it('returns a secret stored before sealing as it is', () => {
    expect(keys.open(SECRET)).toBe(SECRET);
  });

  it('hashes recovery codes with its key, in any spelling', () => {
    const hash = keys.hashRecoveryCode('ABCD-EFGH-JKLM');
    expect(hash).toMatch(/^hmac1:[0-9a-f]{64}$/);
    expect(keys.hashRecoveryCode('abcd efgh jklm')).toBe(hash);
    expect(otherKeys.hashRecoveryCode('ABCD-EFGH-JKLM')).not.toBe(hash);
  });
});
