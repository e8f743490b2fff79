import { VIDEO_CALL_MAX_MEMBERS } from '@serendip/protocol';
import type { RedisSpace } from '../platform/hub/redisSpace';
import { queueKeys } from '../strangers/queueLua';
import { SCAN_LIMIT } from '../strangers/limits';
import type { LeftCall, LookForMoreResult, VideoCall, VideoEntry, VideoStore } from './store';
import {
  callOfScript,
  deadMembersScript,
  leaveCallScript,
  leaveQueueScript,
  lookForMoreScript,
  pushMessageScript,
  requestScript,
} from './redisScripts';

const parseEntry = (json: unknown): VideoEntry => JSON.parse(String(json)) as VideoEntry;

/** A call reply of the scripts: status, callId, group, looking, extra, member JSON... */
function parseCall(reply: unknown[]): { call: VideoCall; extra: string } {
  const [, callId, group, looking, extra, ...members] = reply.map(String);
  return {
    call: {
      callId,
      members: members.map(parseEntry),
      isGroupCall: group === '1',
      lookingForMore: looking === '1',
    },
    extra,
  };
}

/** The video queue and calls over Redis; each operation is one Lua script (atomic). */
export class RedisVideoStore implements VideoStore {
  private readonly queue: string[];

  constructor(private readonly space: RedisSpace) {
    this.queue = queueKeys(space.prefix);
  }

  // Typed from the port: its longer signatures are written once, in store.ts.
  request: VideoStore['request'] = async (entry, now, newCallId, retry = false) => {
    await this.space.ready;
    const reply = (await this.run(requestScript, [
      VIDEO_CALL_MAX_MEMBERS,
      JSON.stringify(entry),
      now,
      retry ? 1 : 0,
      SCAN_LIMIT,
      newCallId,
    ])) as unknown[];
    if (reply[0] === 'matched') {
      const { call, extra } = parseCall(reply);
      return { status: 'matched', call, partner: parseEntry(extra) };
    }
    if (reply[0] === 'joined') return { status: 'joined', call: parseCall(reply).call };
    return { status: reply[0] === 'gone' ? 'gone' : 'waiting' };
  };

  async leaveQueue(socketId: string): Promise<void> {
    await this.run(leaveQueueScript, [socketId]);
  }

  async leaveCall(socketId: string, recentMs: number, callId?: string): Promise<LeftCall | null> {
    const reply = (await this.run(leaveCallScript, [
      socketId,
      Math.max(1, Math.round(recentMs)),
      callId ?? '',
    ])) as unknown[] | null;
    if (!reply) return null;
    const [leftCallId, ended, ...remaining] = reply.map(String);
    return { callId: leftCallId, ended: ended === '1', remaining: remaining.map(parseEntry) };
  }

  async lookForMore(socketId: string, callId: string, now: number): Promise<LookForMoreResult> {
    const reply = (await this.run(lookForMoreScript, [
      VIDEO_CALL_MAX_MEMBERS,
      socketId,
      callId,
      now,
      SCAN_LIMIT,
    ])) as unknown[];
    if (reply[0] === 'notMember' || reply[0] === 'full') return { status: reply[0] };
    const { call, extra } = parseCall(reply);
    if (reply[0] === 'joined') return { status: 'joined', call, newcomer: parseEntry(extra) };
    return { status: 'looking', call };
  }

  async callOf(socketId: string): Promise<VideoCall | null> {
    const reply = (await this.run(callOfScript, [socketId])) as unknown[] | null;
    return reply ? parseCall(reply).call : null;
  }

  async inCall(callId: string, socketIds: string[]): Promise<boolean> {
    if (socketIds.length === 0) return false;
    const calls = await this.space.connection.mGet(socketIds.map((id) => this.key(`member:${id}`)));
    return calls.every((current) => current === callId);
  }

  pushMessage: VideoStore['pushMessage'] = async (callId, socketId, message, max) => {
    const reply = (await this.run(pushMessageScript, [callId, socketId, message, max])) as
      unknown[] | null;
    return reply ? reply.map(String) : null;
  };

  async messages(callId: string): Promise<string[]> {
    return this.space.connection.lRange(this.key(`msgs:${callId}`), 0, -1);
  }

  async deadMembers(socketIds: string[]): Promise<string[]> {
    if (socketIds.length === 0) return [];
    const reply = await this.run(deadMembersScript, socketIds);
    return (reply as unknown[]).map(String);
  }

  private run(script: typeof requestScript, args: Array<string | number>): Promise<unknown> {
    return script.runOn(this.space.connection, this.queue, args);
  }

  private key(name: string): string {
    return `${this.space.prefix}${name}`;
  }
}
