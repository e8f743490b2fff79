import { afterEach, describe, expect, it } from 'vitest';
import { samplePicture } from '../../test/pictures';
import { createLogger } from '../platform/logger';
import { ImageClassifier } from './imageClassifier';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const total = (scores: Record<string, number>) =>
  Object.values(scores).reduce((sum, value) => sum + value, 0);

// The real model (MobileNetV2 on WASM): ~2 s to load on an idle machine, 10 s or more on a busy
// one, and the first test loads it twice.
describe('image classifier memory', { timeout: 120_000 }, () => {
  let classifier: ImageClassifier | undefined;
  afterEach(async () => classifier?.close());

  it('loads on the first image, unloads when idle, and loads again for the next', async () => {
    classifier = new ImageClassifier(createLogger('silent'), 1000);
    expect(classifier.loaded).toBe(false);

    const first = await classifier.classify(await samplePicture(31));
    expect(total(first)).toBeCloseTo(1, 1);
    expect(classifier.loaded).toBe(true);

    // A second image within the idle time keeps the model.
    await sleep(500);
    await classifier.classify(await samplePicture(32));
    await sleep(600);
    expect(classifier.loaded).toBe(true);

    await sleep(1000);
    expect(classifier.loaded).toBe(false);

    const again = await classifier.classify(await samplePicture(31));
    expect(again).toEqual(first);
    expect(classifier.loaded).toBe(true);
  });

  it('keeps the model while images wait for it, however long they take', async () => {
    classifier = new ImageClassifier(createLogger('silent'), 50);
    const pictures = await Promise.all([41, 42, 43, 44].map((seed) => samplePicture(seed)));
    const scores = await Promise.all(pictures.map((picture) => classifier!.classify(picture)));
    expect(scores.map((each) => total(each) > 0.98)).toEqual([true, true, true, true]);
    expect(classifier.loaded).toBe(true);
    await sleep(300);
    expect(classifier.loaded).toBe(false);
  });
});
