import sharp from 'sharp';

const SIZE = 32;
const LOW = 8;

// Cosines of the 32-point DCT-II, computed once.
const COS: number[][] = Array.from({ length: LOW }, (_, u) =>
  Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))),
);

/** Below this spread of grey levels a picture is (nearly) flat: its hash would be noise. */
const MIN_STDDEV = 4;

/**
 * The 64-bit perceptual hash (pHash) of an image as 16 hex digits: the signs, against their
 * median, of the 8x8 lowest frequencies of the DCT of a 32x32 grey version. Resizing,
 * re-encoding and light crops change few bits; a different picture differs in about half.
 * Null for a flat picture (one colour), which every other flat picture would match.
 */
export async function perceptualHash(input: Buffer): Promise<string | null> {
  const grey = await sharp(input, { limitInputPixels: 64_000_000 })
    .rotate()
    .greyscale()
    .resize(SIZE, SIZE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const mean = grey.reduce((sum, value) => sum + value, 0) / grey.length;
  const variance = grey.reduce((sum, value) => sum + (value - mean) ** 2, 0) / grey.length;
  if (Math.sqrt(variance) < MIN_STDDEV) return null;
  const rows: number[][] = [];
  for (let y = 0; y < SIZE; y += 1) {
    rows.push(
      COS.map((cosines) => cosines.reduce((sum, c, x) => sum + c * grey[y * SIZE + x]!, 0)),
    );
  }
  const coefficients: number[] = [];
  for (let v = 0; v < LOW; v += 1)
    for (let u = 0; u < LOW; u += 1)
      coefficients.push(COS[v]!.reduce((sum, c, y) => sum + c * rows[y]![u]!, 0));
  // The DC term (overall brightness) says nothing about the picture's shapes.
  const median = [...coefficients.slice(1)].sort((a, b) => a - b)[31]!;
  let hash = 0n;
  for (const value of coefficients) hash = (hash << 1n) | (value > median ? 1n : 0n);
  return hash.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes. */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff > 0n) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}
