import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors';
import { MAX_INPUT_PIXELS, processImage, saveImage } from './images';
import { storeStub } from '../../test/storeStub';

const solid = (width: number, height: number, background = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 3, background } });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('processImage', () => {
  it('strips EXIF (GPS, device) and applies the EXIF orientation', async () => {
    const input = await solid(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 24/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 3/1',
        },
      })
      .toBuffer();
    expect((await sharp(input).metadata()).exif?.toString('latin1')).toContain('PhoneCo');

    const output = await processImage(input);
    const metadata = await sharp(output.bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(output.bytes.includes('PhoneCo')).toBe(false);
    // Orientation 6 is a quarter turn: the stored 400x200 is shown 200x400.
    expect([metadata.width, metadata.height]).toEqual([200, 400]);
    expect([output.width, output.height]).toEqual([200, 400]);
    expect(output).toMatchObject({ extension: 'jpg', mime: 'image/jpeg' });
  });

  it('resizes a 4000x3000 photo to 1920 px on the longest side', async () => {
    const output = await processImage(await solid(4000, 3000).png().toBuffer());
    const metadata = await sharp(output.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([1920, 1440]);
    expect([output.width, output.height]).toEqual([1920, 1440]);
  });

  it('resizes a portrait photo by its height and never enlarges a small one', async () => {
    const tall = await processImage(await solid(1000, 3000).jpeg().toBuffer());
    expect([tall.width, tall.height]).toEqual([640, 1920]);
    const small = await processImage(await solid(300, 200).jpeg().toBuffer());
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('keeps transparency of a PNG with alpha (as WebP)', async () => {
    const input = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 4,
        background: { r: 255, g: 0, b: 0, alpha: 0.3 },
      },
    })
      .png()
      .toBuffer();
    const output = await processImage(input);
    expect(output).toMatchObject({ extension: 'webp', mime: 'image/webp' });
    const metadata = await sharp(output.bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.hasAlpha).toBe(true);
    const { data } = await sharp(output.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBeGreaterThan(60);
    expect(data[3]).toBeLessThan(100);
  });

  it('makes a JPEG of a PNG whose alpha channel is fully opaque', async () => {
    const input = await sharp({
      create: { width: 32, height: 32, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    expect((await processImage(input)).extension).toBe('jpg');
  });

  it('takes the first frame of an animated GIF', async () => {
    const frame = (red: number, green: number) =>
      sharp({
        create: { width: 40, height: 80, channels: 3, background: { r: red, g: green, b: 0 } },
      })
        .png()
        .toBuffer();
    const animated = await sharp([await frame(255, 0), await frame(0, 255)], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const output = await processImage(animated);
    expect([output.width, output.height]).toEqual([40, 80]);
    const metadata = await sharp(output.bytes).metadata();
    expect([metadata.format, metadata.pages]).toEqual(['jpeg', undefined]);
    const { dominant } = await sharp(output.bytes).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.g).toBeLessThan(60);
  });

  it('refuses a truncated JPEG with 415', async () => {
    const noisy = await sharp(
      Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, i) => (i * 7919) % 256)),
      {
        raw: { width: 300, height: 300, channels: 3 },
      },
    )
      .jpeg()
      .toBuffer();
    const error = await refusal(processImage(noisy.subarray(0, Math.floor(noisy.length / 2))));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe('The image could not be read.');
  });

  it('refuses bytes that are not an image with 415', async () => {
    const error = await refusal(processImage(Buffer.from('just some text, not a picture')));
    expect([error.statusCode, error.message]).toEqual([415, 'The image could not be read.']);
  });

  it('refuses a decompression bomb (tiny file, huge canvas) before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const bomb = await sharp({
      create: { width: side, height: side, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await refusal(processImage(bomb));
    expect(error.statusCode).toBe(413);
    expect(error.message).toMatch(/megapixels/);
  });
});

describe('saveImage', () => {
  it('stores the processed image under the folder with its extension', async () => {
    const stored: { folder: string; extension: string; bytes: Buffer }[] = [];
    const store = storeStub({
      async put(folder, extension, bytes) {
        stored.push({ folder, extension, bytes });
        return `/uploads/${folder}/x.${extension}`;
      },
    });
    const url = await saveImage(store, 'avatars', await solid(10, 10).png().toBuffer());
    expect(url).toBe('/uploads/avatars/x.jpg');
    expect((await sharp(stored[0].bytes).metadata()).format).toBe('jpeg');
  });
});
