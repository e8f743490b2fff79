import { VIDEO_CALL_MAX_MEMBERS } from '@serendip/protocol';
import type { LeftCall, LookForMoreResult, VideoCall, VideoEntry, VideoStore } from './store';
import { keepLast, MemoryQueueRules } from '../strangers/queueRules';
import { SCAN_LIMIT } from '../strangers/limits';

interface LiveCall {
  members: VideoEntry[];
  isGroupCall: boolean;
  lookingForMore: boolean;
}

/** The video queue and calls of a single process (same rules as the Redis scripts). */
export class MemoryVideoStore implements VideoStore {
  /** Insertion order is waiting order (a retry updates its entry in place). */
  private readonly queue = new Map<string, VideoEntry>();
  private readonly calls = new Map<string, LiveCall>();
  private readonly callOfSocket = new Map<string, string>();
  /** Calls looking for more, oldest first. */
  private readonly looking = new Set<string>();
  private readonly logs = new Map<string, string[]>();
  private readonly rules = new MemoryQueueRules();

  // Typed from the port: its longer signatures are written once, in store.ts.
  request: VideoStore['request'] = async (entry, now, newCallId, retry = false) => {
    if (retry && !this.queue.has(entry.socketId)) return { status: 'gone' };
    // A new request goes to the back of the line; a retry keeps its place.
    if (!retry) this.queue.delete(entry.socketId);
    if (entry.groupPreferred) {
      const callId = this.findCallToJoin(entry);
      if (callId) {
        this.queue.delete(entry.socketId);
        return { status: 'joined', call: this.join(callId, entry) };
      }
    }
    const partner = this.rules.findPartner(this.queue, entry, now);
    if (!partner) {
      // Re-setting a queued key keeps its place in the line.
      this.queue.set(entry.socketId, entry);
      return { status: 'waiting' };
    }
    this.queue.delete(entry.socketId);
    this.queue.delete(partner.socketId);
    const call: LiveCall = { members: [partner, entry], isGroupCall: false, lookingForMore: false };
    this.calls.set(newCallId, call);
    this.callOfSocket.set(partner.socketId, newCallId);
    this.callOfSocket.set(entry.socketId, newCallId);
    return { status: 'matched', call: view(newCallId, call), partner };
  };

  async leaveQueue(socketId: string): Promise<void> {
    this.queue.delete(socketId);
  }

  async leaveCall(socketId: string, recentMs: number, callId?: string): Promise<LeftCall | null> {
    const current = this.callOfSocket.get(socketId);
    const call = current && this.calls.get(current);
    if (!current || !call || (callId !== undefined && callId !== current)) return null;
    const leaver = call.members.find((member) => member.socketId === socketId)!;
    call.members = call.members.filter((member) => member.socketId !== socketId);
    this.callOfSocket.delete(socketId);
    for (const member of call.members) this.rules.remember(leaver.person, member.person, recentMs);
    const remaining = [...call.members];
    if (remaining.length > 1) return { callId: current, remaining, ended: false };
    for (const member of remaining) this.callOfSocket.delete(member.socketId);
    this.calls.delete(current);
    this.looking.delete(current);
    this.logs.delete(current);
    return { callId: current, remaining, ended: true };
  }

  async lookForMore(socketId: string, callId: string): Promise<LookForMoreResult> {
    const call = this.calls.get(callId);
    if (!call || this.callOfSocket.get(socketId) !== callId) return { status: 'notMember' };
    if (call.members.length >= VIDEO_CALL_MAX_MEMBERS) return { status: 'full' };
    call.isGroupCall = true;
    call.lookingForMore = true;
    this.looking.add(callId);
    let scanned = 0;
    for (const candidate of this.queue.values()) {
      if (++scanned > SCAN_LIMIT) break;
      if (!candidate.groupPreferred || !this.mayJoin(candidate, call)) continue;
      this.queue.delete(candidate.socketId);
      return { status: 'joined', call: this.join(callId, candidate), newcomer: candidate };
    }
    return { status: 'looking', call: view(callId, call) };
  }

  async callOf(socketId: string): Promise<VideoCall | null> {
    const callId = this.callOfSocket.get(socketId);
    const call = callId && this.calls.get(callId);
    return callId && call ? view(callId, call) : null;
  }

  async inCall(callId: string, socketIds: string[]): Promise<boolean> {
    return (
      socketIds.length > 0 &&
      socketIds.every((socketId) => this.callOfSocket.get(socketId) === callId)
    );
  }

  pushMessage: VideoStore['pushMessage'] = async (callId, socketId, message, max) => {
    const call = this.calls.get(callId);
    if (!call || this.callOfSocket.get(socketId) !== callId) return null;
    keepLast(this.logs, callId, message, max);
    return call.members.map((member) => member.socketId).filter((id) => id !== socketId);
  };

  async messages(callId: string): Promise<string[]> {
    return [...(this.logs.get(callId) ?? [])];
  }

  async deadMembers(): Promise<string[]> {
    // One process: a member's socket cannot outlive it.
    return [];
  }

  private join(callId: string, entry: VideoEntry): VideoCall {
    const call = this.calls.get(callId)!;
    call.members.push(entry);
    call.lookingForMore = false;
    this.looking.delete(callId);
    this.callOfSocket.set(entry.socketId, callId);
    return view(callId, call);
  }

  private mayJoin(entry: VideoEntry, call: LiveCall): boolean {
    return (
      call.members.length < VIDEO_CALL_MAX_MEMBERS &&
      call.members.every((member) => this.rules.eligible(entry, member))
    );
  }

  private findCallToJoin(entry: VideoEntry): string | undefined {
    let scanned = 0;
    for (const callId of this.looking) {
      if (++scanned > SCAN_LIMIT) break;
      const call = this.calls.get(callId);
      if (call && this.mayJoin(entry, call)) return callId;
    }
    return undefined;
  }
}

function view(callId: string, call: LiveCall): VideoCall {
  return {
    callId,
    members: [...call.members],
    isGroupCall: call.isGroupCall,
    lookingForMore: call.lookingForMore,
  };
}
