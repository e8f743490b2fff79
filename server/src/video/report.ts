import { videoStore } from './store';
import type { ReportVideoMemberPayload } from '@serendip/protocol';
import type { AppSocket } from '../platform/socket';
import { invalid } from '../platform/errors';
import { reportStranger } from '../strangers/report';
import { markReported } from '../strangers/conversations';
import { leaveCall, type VideoCtx } from './calls';
import type { KeptVideoMessage } from './chat';

export const NOT_A_MEMBER = 'You can only report a member of your call.';

/**
 * Files a report on a member of the reporter's live call, with the call's last messages as
 * evidence (the only time they reach the database). It counts toward the same suspension rule
 * as anonymous text chat reports. The reporter then leaves the call at once, as End Call does
 * (the others hear memberLeftCall; a one-to-one call ends): a report must never leave someone
 * facing the person they reported. In a group the others stay together: one member's report
 * does not remove anyone else from a call.
 */
export async function reportVideoMember(
  ctx: VideoCtx,
  socket: AppSocket,
  { callId, socketId, reason, category }: ReportVideoMemberPayload,
): Promise<{ message: string }> {
  const call = await videoStore(ctx.hub).callOf(socket.id);
  const reported =
    call?.callId === callId && socketId !== socket.id
      ? call.members.find((member) => member.socketId === socketId)
      : undefined;
  if (!reported) throw invalid(NOT_A_MEMBER);
  const kept = (await videoStore(ctx.hub).messages(callId)).map(
    (json) => JSON.parse(json) as KeptVideoMessage,
  );
  const evidence = kept.map((message) => ({
    from:
      message.from === socket.id ? 'reporter' : message.from === socketId ? 'reported' : 'other',
    content: message.message,
    type: 'text',
    sentAt: new Date(message.at).toISOString(),
  }));
  // Not a completed conversation for anyone's trust (strangers/conversations.ts).
  await markReported(ctx, [socket.id, reported.socketId]);
  const reply = await reportStranger(ctx, socket, reported, {
    context: 'video',
    reason,
    category,
    evidence,
  });
  await leaveCall(ctx, socket.id, callId);
  return reply;
}
