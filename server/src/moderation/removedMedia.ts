import type { AppContext } from '../platform/context';
import type { RemovedContent } from './removal';

/** The stored files a removed piece of content showed: a post's picture or video and poster, a media message's file. */
export function mediaOfRemoved(removed: Pick<RemovedContent, 'kind' | 'row'>): string[] {
  const { row } = removed;
  const paths =
    removed.kind === 'photo'
      ? [row.imageUrl, row.thumbnailUrl]
      : removed.kind === 'chatMessage' || removed.kind === 'roomMessage'
        ? row.type === 'image' || row.type === 'video'
          ? [row.content]
          : []
        : [];
  return [...new Set(paths.filter((path): path is string => typeof path === 'string'))];
}

/**
 * Takes the files of removed content out of public reach: a removed picture must not stay
 * reachable at its address, yet it is kept for as long as the removal may be reversed on appeal.
 */
export async function withholdRemovedMedia(
  ctx: Pick<AppContext, 'media'>,
  removed: Pick<RemovedContent, 'kind' | 'row'>,
): Promise<void> {
  const withheld: string[] = [];
  try {
    for (const path of mediaOfRemoved(removed)) {
      await ctx.media.withhold(path);
      withheld.push(path);
    }
  } catch (error) {
    // All or nothing: a post must not stay up with its video gone and its poster still there.
    for (const path of withheld) await ctx.media.release(path).catch(() => undefined);
    throw error;
  }
}

/**
 * Serves the files of restored content again. The appeal is decided by then, so a storage
 * failure is logged with the paths (to release by hand) rather than undoing the decision.
 */
export async function releaseRemovedMedia(
  ctx: Pick<AppContext, 'media' | 'logger'>,
  removed: Pick<RemovedContent, 'kind' | 'row'>,
): Promise<void> {
  for (const path of mediaOfRemoved(removed))
    await ctx.media.release(path).catch((error: unknown) => {
      ctx.logger.error({ err: error, path }, 'could not serve a restored file again');
    });
}
