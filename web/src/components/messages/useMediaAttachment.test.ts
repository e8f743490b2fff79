import { describe, expect, it } from 'vitest';
import { mediaMessages } from './useMediaAttachment';

describe('mediaMessages', () => {
  it('sends the media alone when there is no caption', () => {
    expect(mediaMessages('/uploads/chat/a.png', 'image', '   ')).toEqual([
      { content: '/uploads/chat/a.png', type: 'image' },
    ]);
  });

  it('sends the caption trimmed as a message of its own after the media', () => {
    expect(mediaMessages('/uploads/chat/v.mp4', 'video', ' our trip\nday one ')).toEqual([
      { content: '/uploads/chat/v.mp4', type: 'video' },
      { content: 'our trip\nday one', type: 'text' },
    ]);
    expect(mediaMessages('/uploads/chat/a.png', 'image', '😍')[1]).toEqual({
      content: '😍',
      type: 'emoji',
    });
  });
});
