import type { HubConnection } from './hubConnection';
import type { RedisKeys } from './redisConnection';
import type { RedisPresence } from './redisPresence';
import { slotAcquireScript, slotDropScript, slotReleaseScript } from './redisSlotScripts';

/** Idle slot groups expire (a safety net; dead processes' slots are dropped by the sweep). */
const SLOT_TTL_MS = 24 * 60 * 60_000;

/** Slots held across processes (hub.slotAcquire), through redisSlotScripts.ts. */
export class RedisSlots {
  constructor(
    private readonly connection: HubConnection,
    private readonly keys: RedisKeys,
    private readonly processId: string,
    private readonly presence: RedisPresence,
  ) {}

  async acquire(group: string, max: number): Promise<boolean> {
    const { keys, processId } = this;
    // Listed too (sent together, one round trip): were this process swept as dead while it was
    // only stalled, a slot taken now is still dropped by a sweep if it then dies.
    const [, reply] = await Promise.all([
      this.presence.list(),
      slotAcquireScript.runOn(
        this.connection,
        [keys.slots(group), keys.slotGroups(processId)],
        [processId, max, SLOT_TTL_MS, group],
      ),
    ]);
    return reply === 1;
  }

  async release(group: string): Promise<void> {
    const { keys, processId } = this;
    await slotReleaseScript.runOn(
      this.connection,
      [keys.slots(group), keys.slotGroups(processId)],
      [processId, group],
    );
  }

  /** Drops every slot a process holds (it died, or this one is closing). */
  async dropAll(processId: string): Promise<void> {
    const { keys, connection } = this;
    const held = keys.slotGroups(processId);
    const groups = await connection.sMembers(held);
    await Promise.all(
      groups.map((group) =>
        slotDropScript.runOn(connection, [keys.slots(group), held], [processId, group]),
      ),
    );
  }
}
