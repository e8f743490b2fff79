import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { samplePicture } from '../../test/pictures';
import { hashDistance, perceptualHash } from './perceptualHash';

describe('perceptualHash', () => {
  it('barely changes when a picture is resized, re-encoded or lightly cropped', async () => {
    const original = await samplePicture(1);
    const hash = (await perceptualHash(original))!;
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    const smaller = await sharp(original).resize(300).webp({ quality: 60 }).toBuffer();
    const meta = await sharp(original).metadata();
    const cropped = await sharp(original)
      .extract({
        left: Math.round(meta.width! * 0.02),
        top: Math.round(meta.height! * 0.02),
        width: Math.round(meta.width! * 0.96),
        height: Math.round(meta.height! * 0.96),
      })
      .jpeg({ quality: 70 })
      .toBuffer();
    expect(hashDistance(hash, (await perceptualHash(smaller))!)).toBeLessThanOrEqual(4);
    expect(hashDistance(hash, (await perceptualHash(cropped))!)).toBeLessThanOrEqual(10);
  });

  it('gives no hash for a flat picture (all of them would match)', async () => {
    const flat = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' },
    })
      .jpeg()
      .toBuffer();
    expect(await perceptualHash(flat)).toBeNull();
  });

  it('tells different pictures apart', async () => {
    const hashes = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (seed) => perceptualHash(await samplePicture(seed))),
    );
    for (let i = 0; i < hashes.length; i += 1)
      for (let j = i + 1; j < hashes.length; j += 1)
        expect(hashDistance(hashes[i]!, hashes[j]!)).toBeGreaterThan(16);
  });
});
