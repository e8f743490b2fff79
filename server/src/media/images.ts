import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { IMAGE_MAX_SIDE_PX } from '@serendip/protocol';
import { tooLarge, unsupported } from '../platform/errors';
import { processInQueue } from './processing';
import type { MediaInput, MediaStore } from './types';

/** Decompression-bomb guard: a small file may declare a huge canvas. 64 MP covers any phone photo. */
export const MAX_INPUT_PIXELS = 64_000_000;
export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read.';

export interface ProcessedImage {
  bytes: Buffer;
  extension: 'jpg' | 'webp';
  mime: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

const inputOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' } as const;

/**
 * Re-encodes an uploaded image: EXIF orientation applied, longest side at most 1920 px,
 * metadata (EXIF, GPS, XMP, ICC) dropped, first frame of an animation. Opaque images become
 * JPEG; images with transparency become WebP so the alpha survives. Runs in the processing
 * queue, so only a few images are decoded at once however many arrive.
 */
export function processImage(input: MediaInput): Promise<ProcessedImage> {
  // A check of the decoded pixels (e.g. a classifier) slots in between these two steps.
  return processInQueue(async () => encodeImage(await decodeImage(input)));
}

/** Processes then stores an image; returns its public path (/uploads/<folder>/...). */
export async function saveImage(
  store: MediaStore,
  folder: string,
  input: MediaInput,
): Promise<string> {
  const image = await processImage(input);
  return store.put(folder, image.extension, image.bytes);
}

/** An image decoded to sRGB pixels, oriented and at most 1920 px on its longest side. */
export type DecodedImage = { data: Buffer; info: OutputInfo & { channels: 1 | 2 | 3 | 4 } };

/** Decodes an upload (bytes or a file); 415 when unreadable, 413 for a decompression bomb. */
export async function decodeImage(input: MediaInput): Promise<DecodedImage> {
  await checkDimensions(input);
  return decode(
    sharp(input, inputOptions)
      .rotate()
      .resize({
        width: IMAGE_MAX_SIDE_PX,
        height: IMAGE_MAX_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb'),
  );
}

/** Encodes decoded pixels as JPEG, or WebP when some pixel is transparent; no metadata. */
export async function encodeImage(raw: DecodedImage): Promise<ProcessedImage> {
  const { width, height, channels } = raw.info;
  const image = sharp(raw.data, { raw: { width, height, channels } });
  if (hasTransparency(raw.data, channels)) {
    return {
      bytes: await image.webp({ quality: 85 }).toBuffer(),
      extension: 'webp',
      mime: 'image/webp',
      width,
      height,
    };
  }
  const opaque = channels === 2 || channels === 4 ? image.removeAlpha() : image;
  const bytes = await opaque.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return { bytes, extension: 'jpg', mime: 'image/jpeg', width, height };
}

/** Refuses, from the header alone, what cannot be read or would be too big to decode. */
async function checkDimensions(input: MediaInput): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported(UNREADABLE_IMAGE_MESSAGE);
  }
  if (!metadata.width || !metadata.height) throw unsupported(UNREADABLE_IMAGE_MESSAGE);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw tooLarge(
      `The image is too large. The limit is ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
    );
  }
}

async function decode(pipeline: Sharp): Promise<DecodedImage> {
  try {
    return (await pipeline
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })) as DecodedImage;
  } catch {
    // Truncated or corrupt pixel data (sharp fails on libvips warnings with failOn: 'warning').
    throw unsupported(UNREADABLE_IMAGE_MESSAGE);
  }
}

/** True when some pixel is not fully opaque (the alpha channel is the last one). */
function hasTransparency(pixels: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return false;
  for (let index = channels - 1; index < pixels.length; index += channels) {
    if (pixels[index] !== 255) return true;
  }
  return false;
}
