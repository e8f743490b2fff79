import type { MatchHub, MatchResult, PairView, QueueEntry } from './matchTypes';
import type { RedisClient } from './redisScripts';
import {
  countDistinctScript,
  endPairScript,
  leaveQueueScript,
  matchScript,
  orphanedScript,
  pushMessageScript,
  revealScript,
} from './redisMatchScripts';

/** Candidates looked at per set in one match call (excluded ones are skipped). */
const SCAN_LIMIT = 50;

const parse = (json: unknown): QueueEntry | null =>
  typeof json === 'string' ? (JSON.parse(json) as QueueEntry) : null;

/** The match queue and pairs over Redis; each operation is one Lua script (atomic). */
export class RedisMatchHub implements MatchHub {
  /** `prefix` ends with ':'; heartbeats of RedisHub are `${prefix}proc:<id>`. */
  constructor(
    private readonly client: RedisClient,
    private readonly prefix: string,
  ) {}

  async match(entry: QueueEntry, now: number, retry = false): Promise<MatchResult> {
    const reply = (await matchScript.run(
      this.client,
      [],
      [this.prefix, JSON.stringify(entry), now, retry ? 1 : 0, SCAN_LIMIT],
    )) as [string, string?];
    if (reply[0] === 'matched') return { status: 'matched', partner: parse(reply[1])! };
    return { status: reply[0] === 'gone' ? 'gone' : 'waiting' };
  }

  async leaveQueue(socketId: string): Promise<void> {
    await leaveQueueScript.run(this.client, [], [this.prefix, socketId]);
  }

  async pairOf(socketId: string): Promise<PairView | null> {
    const [partner, revealed] = await this.client.hmGet(this.key(`pair:${socketId}`), [
      'partner',
      'revealed',
    ]);
    const entry = parse(partner);
    return entry ? { partner: entry, partnerRevealed: revealed === '1' } : null;
  }

  async endPair(socketId: string, recentMs: number): Promise<QueueEntry | null> {
    return parse(await endPairScript.run(this.client, [], [this.prefix, socketId, recentMs]));
  }

  async reveal(socketId: string): Promise<QueueEntry | null> {
    return parse(await revealScript.run(this.client, [], [this.prefix, socketId]));
  }

  async pushMessage(socketId: string, message: string, max: number): Promise<boolean> {
    const reply = await pushMessageScript.run(
      this.client,
      [],
      [this.prefix, socketId, message, max],
    );
    return reply === 1;
  }

  async messages(socketId: string): Promise<string[]> {
    const pairId = await this.client.hGet(this.key(`pair:${socketId}`), 'pairId');
    return pairId ? this.client.lRange(this.key(`msgs:${pairId}`), 0, -1) : [];
  }

  async orphaned(socketIds: string[]): Promise<string[]> {
    if (socketIds.length === 0) return [];
    const reply = await orphanedScript.run(this.client, [], [this.prefix, ...socketIds]);
    return (reply as unknown[]).map(String);
  }

  async countDistinct(key: string, member: string, windowMs: number): Promise<number> {
    const reply = await countDistinctScript.run(
      this.client,
      [this.key(`distinct:${key}`)],
      [member, Date.now(), windowMs],
    );
    return Number(reply);
  }

  async setFlag(key: string, ttlMs: number): Promise<void> {
    await this.client.set(this.key(`flag:${key}`), '1', {
      expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) },
    });
  }

  async hasFlag(key: string): Promise<boolean> {
    return (await this.client.exists(this.key(`flag:${key}`))) === 1;
  }

  private key(name: string): string {
    return `${this.prefix}anon:${name}`;
  }
}
