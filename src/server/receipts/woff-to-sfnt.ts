import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font (https://www.w3.org/TR/WOFF/) as the TrueType/OpenType file it wraps. fontkit
 * reads WOFF itself but inflates a table (in JavaScript) on every access, glyph by glyph: seconds
 * per receipt. Unwrapped once with zlib, the same font embeds in milliseconds.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = input.readUInt32BE(entry + 4);
    const compLength = input.readUInt32BE(entry + 8);
    const origLength = input.readUInt32BE(entry + 12);
    const stored = input.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table does not unpack to its stated length');
    return { tag: input.readUInt32BE(entry), checksum: input.readUInt32BE(entry + 16), data };
  });

  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const output = Buffer.alloc(total);
  // The sfnt header's binary-search fields (OpenType spec, "Table Directory").
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  output.writeUInt32BE(flavor, 0);
  output.writeUInt16BE(numTables, 4);
  output.writeUInt16BE(searchRange, 6);
  output.writeUInt16BE(entrySelector, 8);
  output.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    output.writeUInt32BE(table.tag, entry);
    output.writeUInt32BE(table.checksum, entry + 4);
    output.writeUInt32BE(offset, entry + 8);
    output.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(output, offset);
    offset += padded(table.data.length);
  });
  return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
}
