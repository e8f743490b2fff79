import { z } from 'zod';
import { userText } from './text';

export const CAPTION_MAX_LENGTH = 2200;
export const COMMENT_MAX_LENGTH = 1000;

export const captionSchema = userText({ multiline: true })
  .max(CAPTION_MAX_LENGTH, `A caption is at most ${CAPTION_MAX_LENGTH} characters.`)
  .transform((caption) => caption.trim());

export const captionBody = z.object({ caption: captionSchema });
export type CaptionBody = z.infer<typeof captionBody>;

export const commentBody = z.object({
  text: userText({ multiline: true, error: 'Comment text is required.' })
    .trim()
    .min(1, 'Comment text is required.')
    .max(COMMENT_MAX_LENGTH, `A comment is at most ${COMMENT_MAX_LENGTH} characters.`),
});
export type CommentBody = z.infer<typeof commentBody>;

/** ?page=&limit= of the feed and explore (page size 10). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1.').max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;
