import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { Photo } from '@serendip/protocol';
import { startTestServer, type TestServer } from '../../test/support';
import { newMember, photoForm } from '../../test/photoFixtures';
import { samplePicture } from '../../test/pictures';
import { removedImages, reports } from '../platform/db/schema';
import { REMOVED_IMAGE_REFUSED, rememberRemovedImage } from './imageCheck';

// One server with the real classifier for the whole file: the model loads once. Every image is
// queued for review (IMAGE_REVIEW_SCORE=0), so each upload's report carries the model's scores.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ IMAGE_CLASSIFIER: 'on', IMAGE_REVIEW_SCORE: '0' });
});
afterAll(async () => server?.close());

const post = (client: TestServer['client'] extends () => infer C ? C : never, image: Buffer) =>
  client.request<Photo>('POST', '/api/photos', { form: photoForm(image, { caption: 'x' }) });

const imageReviews = () =>
  server.database.db
    .select()
    .from(reports)
    .where(and(eq(reports.context, 'upload'), isNull(reports.reporterId)));

type Scores = Record<string, number>;

const classifierLoaded = async () => {
  const metrics = await server.client().get<string>('/metrics');
  return String(metrics.body).match(/^serendip_image_classifier_loaded (\d)$/m)?.[1];
};

describe('images on upload', () => {
  it('classifies every stored image with the real model and queues the review band', async () => {
    // The model is not held from start: the first image loads it.
    expect(await classifierLoaded()).toBe('0');
    const member = await newMember(server);
    const first = await post(member.client, await samplePicture(11));
    const second = await post(member.client, await samplePicture(12));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await classifierLoaded()).toBe('1');
    const reviews = await imageReviews();
    const byPath = (url: string) =>
      reviews.find((row) => (row.evidence as { path: string }).path === url)?.evidence as {
        source: string;
        scores: Scores;
      };
    for (const photo of [first.body, second.body]) {
      const evidence = byPath(photo.imageUrl);
      expect(evidence.source).toBe('auto-image');
      expect(Object.keys(evidence.scores).sort()).toEqual([
        'Drawing',
        'Hentai',
        'Neutral',
        'Porn',
        'Sexy',
      ]);
      const total = Object.values(evidence.scores).reduce((sum, value) => sum + value, 0);
      expect(total).toBeGreaterThan(0.98);
      expect(total).toBeLessThan(1.02);
    }
    // Two different pictures get different scores: the model looked at them.
    expect(byPath(first.body.imageUrl).scores).not.toEqual(byPath(second.body.imageUrl).scores);
    const metrics = await server.client().get<string>('/metrics');
    expect(String(metrics.body)).toMatch(
      /serendip_moderation_checks_total\{kind="image",where="photos"\} [1-9]/,
    );
    expect(String(metrics.body)).toMatch(
      /serendip_moderation_actions_total\{kind="image",action="review"\} [1-9]/,
    );
  });

  it('refuses a removed image uploaded again resized, re-encoded and lightly cropped, anywhere', async () => {
    const member = await newMember(server);
    const original = await samplePicture(21, 1200);
    expect((await post(member.client, original)).status).toBe(201);
    // What a moderator's removal does: only the hash is kept.
    await rememberRemovedImage(server.database.db, original, 'moderator');
    const { width, height } = await sharp(original).metadata();
    const copy = await sharp(original)
      .extract({
        left: Math.round(width! * 0.02),
        top: Math.round(height! * 0.02),
        width: Math.round(width! * 0.96),
        height: Math.round(height! * 0.96),
      })
      .resize(700)
      .webp({ quality: 70 })
      .toBuffer();
    const refused = await post(member.client, copy);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: REMOVED_IMAGE_REFUSED });
    const asPicture = await member.client.request('PUT', '/api/users/profile/picture', {
      form: photoForm(await sharp(original).resize(400).jpeg({ quality: 60 }).toBuffer(), {
        field: 'profilePicture',
      }),
    });
    expect(asPicture.status).toBe(400);
    expect(asPicture.body).toEqual({ message: REMOVED_IMAGE_REFUSED });
    const mine = await member.client.get<Photo[]>(`/api/photos/user/${member.id}`);
    expect(mine.body).toHaveLength(1);

    const different = await post(member.client, await samplePicture(22, 1200));
    expect(different.status).toBe(201);
    expect((await server.database.db.select().from(removedImages)).length).toBeGreaterThan(0);
  });
});
