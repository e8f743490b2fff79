import type { HubConnection } from './hubConnection';
import type { RedisKeys } from './redisConnection';
import {
  heartbeatScript,
  leaveScript,
  presenceAddScript,
  presenceRemoveScript,
  sweepBatchScript,
  sweepDoneScript,
  sweepEntryScript,
} from './redisPresenceScripts';

/** What sweeping a process's entries found: who went offline, and whether all are gone. */
export interface SweptEntries {
  lost: string[];
  /** False when the process turned out alive midway (its remaining entries stay). */
  done: boolean;
}

/**
 * Presence and process liveness of one process in Redis, through the scripts of
 * redisPresenceScripts.ts (every key in KEYS, all in the `{presence}` slot). Stateless: the hub
 * decides when to beat, sweep and leave.
 */
export class RedisPresence {
  constructor(
    private readonly connection: HubConnection,
    private readonly keys: RedisKeys,
    private readonly processId: string,
  ) {}

  /** Records a socket of this process. True when the person just came online. */
  async add(person: string, socketId: string): Promise<boolean> {
    const { keys, processId } = this;
    const reply = await presenceAddScript.runOn(
      this.connection,
      [keys.person(person), keys.online, keys.entries(processId), keys.processes],
      [processId, socketId, person],
    );
    return reply === 1;
  }

  /** Forgets a socket of this process. True when it was the person's last one anywhere. */
  async remove(person: string, socketId: string): Promise<boolean> {
    const { keys, processId } = this;
    const reply = await presenceRemoveScript.runOn(
      this.connection,
      [keys.person(person), keys.online, keys.entries(processId)],
      [processId, socketId, person],
    );
    return reply === 1;
  }

  count(): Promise<number> {
    return this.connection.sCard(this.keys.online);
  }

  async online(people: string[]): Promise<Set<string>> {
    if (people.length === 0) return new Set();
    const flags = await this.connection.smIsMember(this.keys.online, people);
    return new Set(people.filter((_person, index) => flags[index]));
  }

  /** Lists this process among the live ones, so that whatever it holds is swept if it dies. */
  async list(): Promise<void> {
    await this.connection.sAdd(this.keys.processes, this.processId);
  }

  /** Refreshes this process's heartbeat. False when it had expired (it was registered anew). */
  async beat(ttlMs: number): Promise<boolean> {
    const { keys, processId } = this;
    const reply = await heartbeatScript.runOn(
      this.connection,
      [keys.heartbeat(processId), keys.processes],
      [processId, ttlMs],
    );
    return reply !== 0;
  }

  /** Ids of the processes alive or not swept yet. */
  processes(): Promise<string[]> {
    return this.connection.sMembers(this.keys.processes);
  }

  /**
   * Removes a process's entries batch by batch. Null when its heartbeat lives (unless forced:
   * this process closing); otherwise the people who thereby went offline.
   */
  async sweep(processId: string, force: boolean, batchSize: number): Promise<SweptEntries | null> {
    const { keys, connection } = this;
    const heartbeat = keys.heartbeat(processId);
    const entries = keys.entries(processId);
    const lost: string[] = [];
    for (let first = true; ; first = false) {
      const reply = await sweepBatchScript.runOn(
        connection,
        [heartbeat, entries],
        [batchSize, force ? 1 : 0],
      );
      const [status, ...batch] = reply as [number, ...string[]];
      if (status === 0) return first ? null : { lost, done: false };
      if (batch.length === 0) return { lost, done: true };
      const replies = await Promise.all(
        batch.map((entry) => {
          const { person, socketId } = parseEntry(entry);
          return sweepEntryScript.runOn(
            connection,
            [heartbeat, entries, keys.person(person), keys.online],
            [entry, `${processId}|${socketId}`, person, force ? 1 : 0],
          );
        }),
      );
      replies.forEach((result, index) => {
        if (result === 1) lost.push(parseEntry(batch[index]).person);
      });
      if (replies.includes(-1)) return { lost, done: false };
    }
  }

  /** Forgets a process whose entries are all swept. False when it is alive or has entries again. */
  async forget(processId: string): Promise<boolean> {
    const { keys } = this;
    const reply = await sweepDoneScript.runOn(
      this.connection,
      [keys.heartbeat(processId), keys.entries(processId), keys.processes],
      [processId],
    );
    return reply === 1;
  }

  /** Unregisters this process (closing). True when no live process is left. */
  async leave(): Promise<boolean> {
    const { keys, processId } = this;
    const reply = await leaveScript.runOn(
      this.connection,
      [keys.heartbeat(processId), keys.processes],
      [processId],
    );
    return reply === 1;
  }
}

/** `<person>|<socketId>` (a person may hold `|`, a socket id does not). */
function parseEntry(entry: string): { person: string; socketId: string } {
  const match = /^(.*)\|([^|]*)$/.exec(entry);
  // Never written otherwise; such an entry is still removed (its person key holds nothing).
  return match ? { person: match[1], socketId: match[2] } : { person: entry, socketId: '' };
}
