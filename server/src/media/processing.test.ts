import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './images';
import { MEDIA_PROCESSING_CONCURRENCY, processingLoad } from './processing';

describe('the media processing queue', () => {
  it('decodes at most MEDIA_PROCESSING_CONCURRENCY images at once; the rest wait their turn', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#3a7bd5' },
    })
      .jpeg()
      .toBuffer();
    const jobs = Array.from({ length: 6 }, () => processImage(photo));
    // Right after the calls: the queue holds back all but the allowed few.
    expect(processingLoad().waiting).toBeGreaterThanOrEqual(6 - MEDIA_PROCESSING_CONCURRENCY);
    const results = await Promise.all(jobs);
    expect(results.map((image) => image.width)).toEqual(Array(6).fill(1920));
    expect(processingLoad()).toEqual({
      running: 0,
      waiting: 0,
      mostRunning: MEDIA_PROCESSING_CONCURRENCY,
    });
  });
});
