import zlib from 'node:zlib';
import sharp from 'sharp';

/** A marker planted in hostile files: it must never be found in what the server stores. */
export const MARKER = 'SERENDIP_HOSTILE_7f3a';

/** One hostile upload: the bytes, the name and type the client claims, and what must happen. */
export interface HostileFile {
  name: string;
  bytes: Buffer;
  filename: string;
  type: string;
  /** 'stored': accepted but re-encoded (marker, metadata gone); otherwise the refusal status. */
  expect: 'stored' | 400 | 413 | 415;
}

const MB = 1024 * 1024;

const jpeg = (width = 320, height = 240) =>
  sharp({ create: { width, height, channels: 3, background: '#7b3ad5' } })
    .jpeg()
    .toBuffer();

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 200-byte PNG declaring a 50,000 × 50,000 canvas (2.5 gigapixels once decoded). */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(50_001 * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A ZIP archive holding one file (local header, data, central directory, end record). */
function zipArchive(): Buffer {
  const name = Buffer.from('evil.html');
  const data = Buffer.from(`<script>${MARKER}</script>`);
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** The hostile files every upload route is tried with; `limitMb` is the server's MAX_UPLOAD_MB. */
export async function hostileFiles(limitMb: number): Promise<HostileFile[]> {
  const photo = await jpeg();
  const script = `<script>window.__xss=1;alert("${MARKER}")</script>`;
  // A GIF whose comment block carries HTML: a valid image and a valid page at once.
  const gif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } })
    .gif()
    .toBuffer();
  // The comment goes just before the trailer byte (0x3b), after the image data.
  const gifPolyglot = Buffer.concat([
    gif.subarray(0, gif.length - 1),
    Buffer.from([0x21, 0xfe, script.length]),
    Buffer.from(script),
    Buffer.from([0, 0x3b]),
  ]);
  const withGps = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#d53a7b' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: `PhoneCo ${MARKER}`, Model: 'Snap 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .toBuffer();
  const noisy = await sharp(
    Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, index) => (index * 7919) % 256)),
    { raw: { width: 300, height: 300, channels: 3 } },
  )
    .jpeg()
    .toBuffer();
  // Bigger than every route's stream limit (videos may be 5 × MAX_UPLOAD_MB).
  const oversized = Buffer.concat([photo, Buffer.alloc(limitMb * 5 * MB + 1024, 0x41)]);
  return [
    {
      name: 'JPEG + appended HTML/PHP polyglot',
      bytes: Buffer.concat([photo, Buffer.from(`<?php echo 1; ?>${script}`)]),
      filename: 'photo.jpg',
      type: 'image/jpeg',
      expect: 'stored',
    },
    {
      name: 'GIF with a script in its comment',
      bytes: gifPolyglot,
      filename: 'x.gif',
      type: 'image/gif',
      expect: 'stored',
    },
    {
      name: 'SVG with a script',
      bytes: Buffer.from(
        `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${script}</svg>`,
      ),
      filename: 'logo.svg',
      type: 'image/svg+xml',
      expect: 415,
    },
    {
      name: 'HTML renamed .jpg',
      bytes: Buffer.from(`<!doctype html><html><body>${script}</body></html>`),
      filename: 'photo.jpg',
      type: 'image/jpeg',
      expect: 415,
    },
    {
      name: 'a ZIP archive',
      bytes: zipArchive(),
      filename: 'photo.jpg',
      type: 'image/jpeg',
      expect: 415,
    },
    {
      name: 'an oversized file',
      bytes: oversized,
      filename: 'big.jpg',
      type: 'image/jpeg',
      expect: 413,
    },
    {
      name: 'a truncated JPEG',
      bytes: noisy.subarray(0, Math.floor(noisy.length / 2)),
      filename: 'cut.jpg',
      type: 'image/jpeg',
      expect: 415,
    },
    {
      name: 'a JPEG with GPS EXIF',
      bytes: withGps,
      filename: 'trip.jpg',
      type: 'image/jpeg',
      expect: 'stored',
    },
    {
      name: 'a decompression bomb PNG',
      bytes: decompressionBomb(),
      filename: 'bomb.png',
      type: 'image/png',
      expect: 413,
    },
    {
      name: 'a real JPEG declared application/pdf',
      bytes: photo,
      filename: 'report.pdf',
      type: 'application/pdf',
      expect: 'stored',
    },
    {
      name: 'text declared image/png',
      bytes: Buffer.from(`just text ${MARKER}`),
      filename: 'pic.png',
      type: 'image/png',
      expect: 415,
    },
    {
      name: 'an empty file',
      bytes: Buffer.alloc(0),
      filename: 'empty.jpg',
      type: 'image/jpeg',
      expect: 400,
    },
    {
      name: 'a double extension (JPEG named .jpg.php)',
      bytes: photo,
      filename: 'shell.jpg.php',
      type: 'application/x-php',
      expect: 'stored',
    },
    {
      name: 'PHP named .php.jpg',
      bytes: Buffer.from(`<?php system($_GET["c"]); ?>${MARKER}`),
      filename: 'shell.php.jpg',
      type: 'image/jpeg',
      expect: 415,
    },
  ];
}
