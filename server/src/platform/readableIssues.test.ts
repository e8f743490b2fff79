import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  callIdPayload,
  messageDraftSchema,
  requestMatchPayload,
  sendVideoChatMessagePayload,
} from '@serendip/protocol';
import { parseReadable } from './readableIssues';

const messageOf = (schema: z.ZodType, payload: unknown, subject?: string) => {
  const parsed = parseReadable(schema, payload, subject);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('readable payload refusals', () => {
  it("replaces zod's default texts with sentences naming the field", () => {
    expect(messageOf(sendVideoChatMessagePayload, { message: 'hi', callId: 'x' })).toBe(
      'Call is not valid.',
    );
    expect(
      messageOf(sendVideoChatMessagePayload, { message: '  ', callId: crypto.randomUUID() }),
    ).toBe('Message cannot be empty.');
    expect(messageOf(requestMatchPayload, { interests: [] })).toBe(
      "'Open to Group Chat' is missing.",
    );
    expect(messageOf(callIdPayload, 'nope', 'Call')).toBe('Call is not valid.');
    expect(messageOf(callIdPayload, undefined, 'Call')).toBe('Call is missing.');
  });

  it('keeps the messages written in the schema', () => {
    expect(messageOf(messageDraftSchema, { content: 'hi', type: 'sticker' })).toBe(
      'Unknown message type.',
    );
    expect(messageOf(messageDraftSchema, { content: '   ', type: 'text' })).toBe(
      'Message cannot be empty.',
    );
  });

  it('gives a passing payload its parsed value (trimmed), whichever way it was parsed', () => {
    const callId = crypto.randomUUID();
    const parsed = parseReadable(sendVideoChatMessagePayload, { message: '  hi  ', callId });
    expect(parsed).toEqual({ success: true, data: { message: 'hi', callId } });
  });
});
