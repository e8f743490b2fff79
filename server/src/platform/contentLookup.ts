import type { RemovableKind, ReportableKind } from '@serendip/protocol';
import type { AppContext } from './context';

/** What a look-up reads with. */
export type LookupContext = Pick<AppContext, 'db'>;

/** One piece of an author's content as the moderators' console lists it. */
export interface ContentSummary {
  id: string;
  text: string;
  /** Where it was posted, when that says something: the room's name, the other participant's. */
  where: string | null;
  imageUrl: string | null;
  createdAt: Date;
}

/** One message of a room or conversation as it stands now. */
export interface ThreadMessage {
  id: string;
  senderId: string;
  content: string;
  type: string;
  createdAt: Date;
  /** The text before an edit, when it was edited. */
  originalContent: string | null;
  /** Set when its sender deleted it. */
  deletedAt: Date | null;
}

/** A message with the ones just before and after it in its room or conversation. */
export interface FoundMessage {
  roomId: string | null;
  /** Oldest first, the found message among them. */
  thread: ThreadMessage[];
}

/** What each reportable kind tells of one piece. */
interface FoundContentOf {
  photo: { imageUrl: string; type: 'image' | 'video'; caption: string };
  comment: { text: string; photoId: string; imageUrl: string };
  roomMessage: FoundMessage;
  chatMessage: FoundMessage;
}

export type FoundContent<Kind extends ReportableKind> = FoundContentOf[Kind] & {
  authorId: string;
  /**
   * The people whose block of the viewer hides this content from them: the author and, for a
   * comment, the post's owner. Messages are hidden by no block: a room is open to every
   * signed-in user, a conversation to its two people.
   */
  hiddenByBlocksOf: string[];
};

/** An author's content of one kind, read by the feature that owns it. */
export interface ContentListing {
  /** Their newest pieces, newest first, at most `limit`; only those of `among` when given. */
  newestBy(
    ctx: LookupContext,
    authorId: string,
    limit: number,
    among?: readonly string[],
  ): Promise<ContentSummary[]>;
}

/**
 * One reportable kind of content, read by the feature that owns it, so that no other feature
 * reads its tables.
 */
export interface ReportableContent<Kind extends ReportableKind> extends ContentListing {
  /**
   * The piece, or undefined when there is none or `viewerId` is not let in where it lives (a
   * conversation they are not part of). A message comes with up to `around` messages on each
   * side of it.
   */
  find(
    ctx: LookupContext,
    viewerId: string,
    id: string,
    around: number,
  ): Promise<FoundContent<Kind> | undefined>;
}

/** One post as the console's gallery of a person's posts shows it. */
export interface GalleryPost {
  id: string;
  imageUrl: string;
  caption: string;
}

/** Posts, which the console also shows as a gallery of the author's. */
export interface PhotoLookup extends ReportableContent<'photo'> {
  /** The author's newest posts, at most `limit`. */
  galleryOf(ctx: LookupContext, authorId: string, limit: number): Promise<GalleryPost[]>;
}

/** Each removable kind's look-up; the reportable ones also find one piece for a report. */
export type ContentLookups = {
  [Kind in RemovableKind]: Kind extends 'photo'
    ? PhotoLookup
    : Kind extends ReportableKind
      ? ReportableContent<Kind>
      : ContentListing;
};
