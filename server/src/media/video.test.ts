import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFfmpeg, runTool } from './ffmpeg';
import { processVideo, saveVideo, VIDEO_UNAVAILABLE_MESSAGE } from './video';
import { storeStub } from '../../test/storeStub';

// ffmpeg is optional at run time; these fixtures are made with it, so the poster tests need it.
const tools = await findFfmpeg();
let folder: string;

/** A short test-pattern clip made by ffmpeg; extra arguments go before the output name. */
async function clip(
  name: string,
  seconds: number,
  codec: string[],
  extra: string[] = [],
): Promise<Buffer> {
  const target = path.join(folder, name);
  const input = [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=10',
    '-t',
    String(seconds),
  ];
  await runTool(tools!.ffmpeg, [...input, ...codec, ...extra, target]);
  return fs.readFile(target);
}

async function probeFile(bytes: Buffer, extension: string): Promise<string> {
  const file = path.join(folder, `probe-${Date.now()}.${extension}`);
  await fs.writeFile(file, bytes);
  return runTool(tools!.ffprobe, [
    '-v',
    'error',
    '-show_entries',
    'format_tags:stream_side_data=rotation',
    '-of',
    'json',
    file,
  ]);
}

const h264 = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'];

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'serendip-video-test-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

describe('processVideo without ffmpeg', () => {
  const mp4Header = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.alloc(4),
    Buffer.from('isomiso2'),
  ]);

  it('accepts an MP4 by its bytes and has no poster or aspect ratio', async () => {
    const video = await processVideo(mp4Header, { tools: null });
    expect(video).toEqual({ bytes: mp4Header, extension: 'mp4', mime: 'video/mp4' });
  });

  it('refuses a post video (with rules) when it cannot be probed, with 503', async () => {
    await expect(
      processVideo(mp4Header, { tools: null, rules: { maxSeconds: 60 } }),
    ).rejects.toMatchObject({ statusCode: 503, message: VIDEO_UNAVAILABLE_MESSAGE });
  });

  it('refuses what is not a video with 415', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(processVideo(png, { tools: null })).rejects.toMatchObject({
      statusCode: 415,
      message: 'Only video files are allowed.',
    });
    await expect(processVideo(Buffer.from('not a video'), { tools: null })).rejects.toMatchObject({
      statusCode: 415,
    });
  });
});

describe.skipIf(!tools)('processVideo with ffmpeg', () => {
  let tagged: Buffer;

  beforeAll(async () => {
    // A phone-like clip: stored landscape with a quarter-turn rotation and a recorded location.
    const plain = await clip('plain.mp4', 2, h264, ['-metadata', 'location=+48.8584+002.2945/']);
    await fs.writeFile(path.join(folder, 'plain-in.mp4'), plain);
    const rotated = path.join(folder, 'rotated.mp4');
    await runTool(
      tools!.ffmpeg,
      ['-v', 'error', '-y', '-i', path.join(folder, 'plain-in.mp4'), '-c', 'copy'].concat([
        '-metadata:s:v:0',
        'rotate=90',
        rotated,
      ]),
    );
    tagged = await fs.readFile(rotated);
    expect(await probeFile(tagged, 'mp4')).toContain('48.8584');
  });

  it('strips the location, keeps the rotation, and gives the displayed aspect ratio and a poster', async () => {
    const video = await processVideo(tagged, { tools });
    expect(video).toMatchObject({
      extension: 'mp4',
      mime: 'video/mp4',
      width: 240,
      height: 320,
      aspectRatio: 0.75,
    });
    const probe = await probeFile(video.bytes, 'mp4');
    expect(probe).not.toContain('48.8584');
    expect(probe).toMatch(/"rotation": -?90/);
    const poster = await sharp(video.poster!).metadata();
    expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 240, 320]);
  });

  it('makes a poster of a clip shorter than a second, and handles WebM', async () => {
    const short = await clip('short.webm', 0.5, ['-c:v', 'libvpx', '-b:v', '200k']);
    const video = await processVideo(short, { tools });
    expect(video).toMatchObject({ extension: 'webm', mime: 'video/webm', width: 320, height: 240 });
    expect(video.aspectRatio).toBeCloseTo(4 / 3, 3);
    expect((await sharp(video.poster!).metadata()).format).toBe('jpeg');
  });

  it('refuses an MP4 with no video stream with 415', async () => {
    const header = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(4),
      Buffer.from('isomiso2'),
    ]);
    await expect(processVideo(header, { tools })).rejects.toMatchObject({
      statusCode: 415,
      message: 'The video could not be read.',
    });
  });

  it('saveVideo stores the video and its poster side by side', async () => {
    const puts: string[] = [];
    const store = storeStub({
      async putFile(target, extension, sourcePath) {
        expect((await fs.stat(sourcePath)).size).toBeGreaterThan(0);
        puts.push(`${target}.${extension}`);
        return `/uploads/${target}/${puts.length}.${extension}`;
      },
    });
    const saved = await saveVideo(store, 'posts', tagged, { tools });
    expect(saved).toEqual({
      url: '/uploads/posts/1.mp4',
      posterUrl: '/uploads/posts/2.jpg',
      aspectRatio: 0.75,
    });
    expect(puts).toEqual(['posts.mp4', 'posts.jpg']);
  });

  it('saveVideo removes the stored video when its poster cannot be stored', async () => {
    const removed: string[] = [];
    const store = storeStub({
      async putFile(target, extension) {
        if (extension === 'jpg') throw new Error('storage went away');
        return `/uploads/${target}/video.${extension}`;
      },
      async remove(publicPath) {
        removed.push(publicPath);
      },
    });
    await expect(saveVideo(store, 'posts', tagged, { tools })).rejects.toThrow('storage went away');
    expect(removed).toEqual(['/uploads/posts/video.mp4']);
  });

  it('leaves no temporary files behind', async () => {
    const tempRoot = await fs.mkdtemp(path.join(folder, 'temp-'));
    await processVideo(tagged, { tools, tempRoot });
    await expect(
      processVideo(Buffer.concat([tagged.subarray(0, 40), Buffer.alloc(100)]), { tools, tempRoot }),
    ).rejects.toMatchObject({
      statusCode: 415,
    });
    expect(await fs.readdir(tempRoot)).toEqual([]);
  });
});
