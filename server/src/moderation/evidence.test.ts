import { describe, expect, it } from 'vitest';
import { presentEvidence } from './evidence';

const at = '2026-01-01T00:00:00.000Z';

describe('evidence as a moderator reads it', () => {
  it('labels both sides of a stranger report and keeps the image, blurred', () => {
    const shown = presentEvidence(
      [
        { from: 'reporter', content: 'hi', type: 'text', sentAt: at },
        { from: 'reported', content: '/uploads/anon/a.jpg', type: 'image', sentAt: at },
        { from: 'reported', content: 'https://evil.example/x.jpg', type: 'image', sentAt: at },
      ],
      new Map(),
      null,
    );
    expect(shown.lines.map((line) => [line.speaker, line.type])).toEqual([
      ['reporter', 'text'],
      ['reported', 'image'],
      ['reported', 'text'],
    ]);
    expect(shown.media).toEqual([
      { type: 'image', url: '/uploads/anon/a.jpg', caption: null, blurred: true },
    ]);
  });

  it('shows the words an automatic flag matched, found again for flags stored without them', () => {
    const shown = presentEvidence(
      {
        source: 'auto-text',
        rules: ['minor-age'],
        message: { content: 'hey I am 15 lol', delivered: false, at },
        surrounding: [
          { from: 'other', content: 'asl?', type: 'text', sentAt: at },
          { from: 'sender', content: 'hey', type: 'text', sentAt: at },
        ],
      },
      new Map(),
      'kid',
    );
    expect(shown.flagged).toEqual({
      message: 'hey I am 15 lol',
      delivered: false,
      rules: [
        {
          rule: 'minor-age',
          description: expect.stringContaining('under 18'),
          matched: ['I am 15'],
        },
      ],
    });
    expect(shown.lines.map((line) => [line.speaker, line.content, line.flagged])).toEqual([
      ['other', 'asl?', false],
      ['reported', 'hey', false],
      ['reported', 'hey I am 15 lol', true],
    ]);
    expect(shown.lines[2]!.username).toBe('kid');
  });

  it('names the accounts of a room message report and labels a bio as a bio', () => {
    const shown = presentEvidence(
      {
        source: 'content',
        kind: 'roomMessage',
        messages: [
          { from: 'reporter', senderId: 'a', content: 'stop', type: 'text', sentAt: at },
          {
            from: 'reported',
            senderId: 'b',
            content: 'no',
            type: 'text',
            sentAt: at,
            reported: true,
          },
        ],
      },
      new Map([
        ['a', 'alice'],
        ['b', 'bob'],
      ]),
      'bob',
    );
    expect(shown.lines.map((line) => [line.speaker, line.username, line.flagged])).toEqual([
      ['reporter', 'alice', false],
      ['reported', 'bob', true],
    ]);
    expect(presentEvidence({ source: 'profile', bio: 'hi' }, new Map(), 'bob')).toMatchObject({
      kind: 'profile',
      bio: 'hi',
      lines: [],
    });
  });
});
