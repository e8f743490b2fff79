import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors';
import { detectMedia, wrongTypeMessage } from './detect';

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
/** The smallest ftyp box an MP4 starts with: enough for magic-byte detection. */
const mp4Header = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.alloc(4),
    Buffer.from('isomiso2'),
    Buffer.alloc(64),
  ]);

describe('detectMedia', () => {
  it('decides the type from the bytes', async () => {
    expect(await detectMedia(await png(), ['image'])).toEqual({
      kind: 'image',
      mime: 'image/png',
      extension: 'png',
    });
    expect(await detectMedia(mp4Header(), ['image', 'video'])).toEqual({
      kind: 'video',
      mime: 'video/mp4',
      extension: 'mp4',
    });
  });

  it('refuses text, even one that would be named photo.jpg, with 415', async () => {
    const error = await detectMedia(Buffer.from('hello, I am text'), ['image']).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(415);
    expect((error as AppError).message).toBe('Only image files are allowed.');
  });

  it('refuses a video where only images are accepted, and says which kinds are', async () => {
    await expect(detectMedia(mp4Header(), ['image'])).rejects.toThrow(
      'Only image files are allowed.',
    );
    await expect(detectMedia(Buffer.from('%PDF-1.7\n'), ['image', 'video'])).rejects.toThrow(
      'Only image or video files are allowed.',
    );
    expect(wrongTypeMessage(['video'])).toBe('Only video files are allowed.');
  });
});
