import { describe, expect, it } from 'vitest';
import { bindingOf, IdentificationKeys } from './identification-keys';

const SECRET = 'a'.repeat(40);
const ID = '8a1f0c5e-0000-4000-8000-000000000001';

describe('IdentificationKeys', () => {
  const keys = new IdentificationKeys(SECRET);

  it('opens what it sealed, and the sealed bytes do not hold the plain text', () => {
    const plain = Buffer.from('{"documentNumber":"L01X00T47"}');
    const sealed = keys.seal(plain, bindingOf(ID, 'details'));
    expect(sealed.includes(Buffer.from('L01X00T47'))).toBe(false);
    expect(keys.open(sealed, bindingOf(ID, 'details'))?.toString()).toBe(plain.toString());
  });

  it('does not open a value moved to another record or column, changed, or sealed under another key', () => {
    const sealed = keys.seal(Buffer.from('scan'), bindingOf(ID, 'document'));
    expect(keys.open(sealed, bindingOf(ID, 'register'))).toBeNull();
    expect(keys.open(sealed, bindingOf(ID.replace(/1$/, '2'), 'document'))).toBeNull();
    const changed = Buffer.from(sealed);
    changed[20] = changed[20]! ^ 1;
    expect(keys.open(changed, bindingOf(ID, 'document'))).toBeNull();
    const other = new IdentificationKeys('b'.repeat(40));
    expect(other.open(sealed, bindingOf(ID, 'document'))).toBeNull();
    expect(other.keyId).not.toBe(keys.keyId);
    expect(keys.open(Buffer.from([1, 2, 3]), bindingOf(ID, 'document'))).toBeNull();
  });

  it('finds an address in any capitalisation by a digest that is not the address', () => {
    expect(keys.digestOf(' Anna@Example.DE ')).toBe(keys.digestOf('anna@example.de'));
    expect(keys.digestOf('anna@example.de')).toMatch(/^[0-9a-f]{64}$/);
    expect(new IdentificationKeys('b'.repeat(40)).digestOf('anna@example.de')).not.toBe(
      keys.digestOf('anna@example.de'),
    );
  });
});
