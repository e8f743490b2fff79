import type { StoreHost } from '../platform/hub/types';
import type { QueueEntry } from '../strangers/types';
import { MemoryVideoStore } from './memoryStore';
import { RedisVideoStore } from './redisStore';

/** One socket in the video queue, or a member of a live call (stored as is). */
export interface VideoEntry extends QueueEntry {
  /** 'Open to Group Chat': may join a call that is looking for more members. */
  groupPreferred: boolean;
}

/** A live video call between 2 and VIDEO_CALL_MAX_MEMBERS sockets. */
export interface VideoCall {
  callId: string;
  /** In the order they joined. */
  members: VideoEntry[];
  /** Someone asked to add a user once: the call stays a group call from then on. */
  isGroupCall: boolean;
  /** Open for one more groupPreferred member (until one joins). */
  lookingForMore: boolean;
}

export type VideoMatchResult =
  /** A new one-to-one call with the waiting `partner` (listed first in call.members). */
  | { status: 'matched'; call: VideoCall; partner: VideoEntry }
  /** The entry joined a call that was looking for more (it is the last of call.members). */
  | { status: 'joined'; call: VideoCall }
  | { status: 'waiting' }
  /** A retry for an entry that is no longer queued (claimed by someone, or cancelled). */
  | { status: 'gone' };

export type LookForMoreResult =
  /** Marked as looking; nobody eligible waits, so a later groupPreferred request may join. */
  | { status: 'looking'; call: VideoCall }
  /** Marked, and the oldest eligible groupPreferred socket waiting was pulled in at once. */
  | { status: 'joined'; call: VideoCall; newcomer: VideoEntry }
  | { status: 'notMember' }
  | { status: 'full' };

/** What remains of a call after a member left it. */
export interface LeftCall {
  callId: string;
  /** The members still there (one when the call ended: they are alone and out too). */
  remaining: VideoEntry[];
  /** True when the call was deleted (one member or none would have remained). */
  ended: boolean;
}

/**
 * The video match queue and live calls: in memory for one process, or in Redis (one Lua script
 * per operation) for several. Every operation is atomic across processes: a waiting socket is
 * claimed, or a call joined, and all records written in one step, so two processes never hand
 * out the same socket or overfill a call. One contract (store.contract.test.ts) runs on both.
 */
export interface VideoStore {
  /**
   * Takes `entry` out of the queue if it is there, then (groupPreferred) joins the oldest call
   * looking for more with room and nobody excluded, else starts a call `newCallId` with the
   * longest-waiting eligible socket (a shared interest first; anyone once both are past
   * widenAt), else queues it. retry: only if the entry is still queued (else 'gone').
   * The caller leaves its current call first (leaveCall).
   */
  request(
    entry: VideoEntry,
    now: number,
    newCallId: string,
    retry?: boolean,
  ): Promise<VideoMatchResult>;
  /** Takes a socket out of the queue (no-op when not queued). */
  leaveQueue(socketId: string): Promise<void>;
  /**
   * Takes the socket out of its call (only out of `callId` when given). The leaver and those who
   * stay are remembered as recent partners for recentMs. Null when it was in no such call, so
   * only one caller reports a leave.
   */
  leaveCall(socketId: string, recentMs: number, callId?: string): Promise<LeftCall | null>;
  /**
   * A member asks for one more: the call becomes a group call looking for more (unless full),
   * and the oldest eligible groupPreferred socket waiting in the queue is pulled in at once.
   */
  lookForMore(socketId: string, callId: string, now: number): Promise<LookForMoreResult>;
  callOf(socketId: string): Promise<VideoCall | null>;
  /** True when every one of these sockets is a member of the live call `callId` (one lookup). */
  inCall(callId: string, socketIds: string[]): Promise<boolean>;
  /**
   * Keeps a message of the call (the last `max`), in memory only. Returns the other members'
   * socket ids, or null when the socket is not a member of the call.
   */
  pushMessage(
    callId: string,
    socketId: string,
    message: string,
    max: number,
  ): Promise<string[] | null>;
  /** The kept messages of a live call, oldest first. */
  messages(callId: string): Promise<string[]>;
  /** Members of these sockets' calls whose server process died (Redis only). */
  deadMembers(socketIds: string[]): Promise<string[]>;
}

/** The video store of this hub's process (memory, or Redis in the hub's space 'video'). */
export function videoStore(hub: StoreHost): VideoStore {
  return hub.attach('video', (owner) => {
    const space = owner.space('video');
    return space ? new RedisVideoStore(space) : new MemoryVideoStore();
  });
}
