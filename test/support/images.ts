import { crc32, deflateSync } from 'node:zlib';

/**
 * Tiny valid images built in the test (no binaries in the repository): each decodes in a browser.
 */

/** An 8×8 grey baseline JPEG: quantisation and Huffman tables, one block whose DC and AC are zero. */
export function tinyJpeg(): Uint8Array<ArrayBuffer> {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  return Uint8Array.from([
    0xff,
    0xd8, // SOI
    ...segment(0xe0, [...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]), // APP0
    ...segment(0xdb, [0, ...new Array(64).fill(1)]), // DQT: table 0, all ones
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // SOF0: 8 bits, 8×8, one component (table 0)
    ...segment(0xc4, [0x00, 1, ...new Array(15).fill(0), 0]), // DHT DC 0: one code of 1 bit → category 0
    ...segment(0xc4, [0x10, 1, ...new Array(15).fill(0), 0]), // DHT AC 0: one code of 1 bit → EOB
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS
    0x3f, // bits 0 (DC: no difference), 0 (EOB), padded with ones
    0xff,
    0xd9, // EOI
  ]);
}

/** A 1×1 opaque PNG. */
export function tinyPng(): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    head.copy(out, 4);
    out.writeUInt32BE(crc32(head), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]); // 1×1, 8-bit RGB
  const pixels = deflateSync(Buffer.from([0, 0x1e, 0x60, 0xb4])); // filter 0, one blue pixel
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', pixels),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A 1×1 lossless WebP. */
export const tinyWebp = (): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'));

/** A 1×1 transparent GIF. */
export const tinyGif = (): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'));

/** `image` followed by zero bytes up to `size` bytes in all. */
export function padded(image: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(Math.max(size, image.length));
  out.set(image);
  return out;
}
