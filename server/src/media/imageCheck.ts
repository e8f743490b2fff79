import { readFile } from 'node:fs/promises';
import { desc } from 'drizzle-orm';
import type { AppContext } from '../platform/context';
import { removedImages } from '../platform/db/schema';
import { AppError } from '../platform/errors';
import type { Database } from '../platform/db/database';
import { newId } from '../platform/ids';
import { ImageClassifier, type ImageScores } from './imageClassifier';
import { hashDistance, perceptualHash } from './perceptualHash';
import type { MediaStore } from './types';

export const EXPLICIT_IMAGE_REFUSED =
  'This image looks sexually explicit, which Serendip does not allow. Please choose another picture.';
export const REMOVED_IMAGE_REFUSED =
  'This image was removed by our moderators and cannot be uploaded again.';

/** Newest removed-image hashes compared per upload (a linear scan; see docs/). */
const REMOVED_HASHES_COMPARED = 100_000;
/** Extensions the store receives for images (videos' posters are .jpg too). */
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif']);

export interface ImageCheckSettings {
  /** Run the classifier (the hash check of removed images always runs). */
  classifier: boolean;
  /** Porn + Hentai at or above this: refused. */
  refuseAt: number;
  /** Porn + Hentai at or above this (and below refuseAt): accepted and queued for review. */
  reviewAt: number;
  /** Hashes this close (bits of 64) to a removed image's are the same picture. */
  hashMaxDistance: number;
}

export type ImageDecision = 'accept' | 'review' | 'refuse';

/** How explicit an image looks: nsfwjs's Porn and Hentai probabilities together. */
export function explicitScore(scores: ImageScores): number {
  return scores.Porn + scores.Hentai;
}

export function decide(scores: ImageScores, settings: ImageCheckSettings): ImageDecision {
  const explicit = explicitScore(scores);
  if (explicit >= settings.refuseAt) return 'refuse';
  if (explicit >= settings.reviewAt) return 'review';
  return 'accept';
}

/** Keeps a removed image's perceptual hash so that re-uploads are refused. */
export async function rememberRemovedImage(
  db: Database,
  image: Buffer,
  reason: string,
): Promise<string | null> {
  const hash = await perceptualHash(image);
  if (hash) await db.insert(removedImages).values({ id: newId(), hash, reason });
  return hash;
}

type GuardCtx = Pick<AppContext, 'db' | 'metrics' | 'logger'>;

/** What the check decided about one image. */
export interface ImageVerdict {
  decision: ImageDecision;
  /** Null for a flat picture (nothing to recognise it by). */
  hash: string | null;
  scores?: ImageScores;
}

/**
 * Every stored image passes here before it is accepted: a copy of a removed image is refused;
 * then the classifier refuses explicit images and queues doubtful ones for review.
 */
export class ImageGuard {
  readonly classifier: ImageClassifier;

  constructor(
    private readonly ctx: GuardCtx,
    readonly settings: ImageCheckSettings,
  ) {
    this.classifier = new ImageClassifier(ctx.logger);
  }

  async check(image: Buffer, folder: string): Promise<ImageVerdict> {
    const { metrics } = this.ctx;
    metrics.moderationChecks.inc({ kind: 'image', where: folder });
    const hash = await perceptualHash(image);
    if (hash && (await this.isRemovedCopy(hash))) {
      metrics.moderationHits.inc({ kind: 'image', rule: 'removed-copy' });
      metrics.moderationActions.inc({ kind: 'image', action: 'refuse' });
      throw new AppError('invalid', REMOVED_IMAGE_REFUSED);
    }
    if (!this.settings.classifier) return { decision: 'accept', hash };
    const scores = await this.classifier.classify(image);
    const decision = decide(scores, this.settings);
    if (decision !== 'accept') {
      metrics.moderationHits.inc({ kind: 'image', rule: `explicit-${decision}` });
      metrics.moderationActions.inc({ kind: 'image', action: decision });
    }
    if (decision === 'refuse') {
      // The same picture again is refused from its hash, without the model.
      if (hash)
        await this.ctx.db.insert(removedImages).values({ id: newId(), hash, reason: 'explicit' });
      throw new AppError('invalid', EXPLICIT_IMAGE_REFUSED);
    }
    return { decision, hash, scores };
  }

  private async isRemovedCopy(hash: string): Promise<boolean> {
    const rows = await this.ctx.db
      .select({ hash: removedImages.hash })
      .from(removedImages)
      .orderBy(desc(removedImages.createdAt))
      .limit(REMOVED_HASHES_COMPARED);
    return rows.some((row) => hashDistance(row.hash, hash) <= this.settings.hashMaxDistance);
  }

  close(): Promise<void> {
    return this.classifier.close();
  }
}

/** A stored image the check found doubtful: what a moderator needs to review it. */
export interface DoubtfulImage {
  path: string;
  folder: string;
  hash: string | null;
  scores?: ImageScores;
}

/**
 * The media store with the image check in front: every image any feature stores (posts,
 * profile pictures, onboarding, chat and anonymous media, video posters) goes through put().
 * A doubtful image is stored, then handed to `queueForReview` (moderation files it as an
 * automatic report on its path; media knows nothing of reports).
 */
export function withImageCheck(
  store: MediaStore,
  guard: ImageGuard,
  queueForReview: (image: DoubtfulImage) => Promise<void>,
): MediaStore {
  async function put(folder: string, extension: string, bytes: Buffer): Promise<string> {
    if (!IMAGE_EXTENSIONS.has(extension.toLowerCase())) return store.put(folder, extension, bytes);
    const verdict = await guard.check(bytes, folder);
    const path = await store.put(folder, extension, bytes);
    if (verdict.decision === 'review')
      await queueForReview({ path, folder, hash: verdict.hash, scores: verdict.scores });
    return path;
  }
  return {
    kind: store.kind,
    open: (publicPath, range) => store.open(publicPath, range),
    stat: (publicPath) => store.stat(publicPath),
    list: (folder) => store.list(folder),
    remove: (publicPath) => store.remove(publicPath),
    withhold: (publicPath) => store.withhold(publicPath),
    release: (publicPath) => store.release(publicPath),
    check: () => store.check(),
    close: () => store.close(),
    put,
    // Files are videos (streamed, never whole in memory); an image file is read and checked.
    async putFile(folder, extension, sourcePath) {
      if (!IMAGE_EXTENSIONS.has(extension.toLowerCase()))
        return store.putFile(folder, extension, sourcePath);
      return put(folder, extension, await readFile(sourcePath));
    },
  };
}
