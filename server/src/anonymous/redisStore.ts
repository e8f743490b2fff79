import type { RedisSpace } from '../platform/hub/redisSpace';
import { queueKeys } from '../strangers/queueLua';
import { LIVE_RECORD_TTL_MS, SCAN_LIMIT } from '../strangers/limits';
import type {
  AnonymousStore,
  Leaving,
  Left,
  MatchResult,
  PairView,
  QueueEntry,
  ReconnectResult,
} from './store';
import {
  askReconnectScript,
  cancelReconnectScript,
  endPairScript,
  leaveQueueScript,
  leaveScript,
  matchScript,
  orphanedScript,
  pushMessageScript,
  revealScript,
} from './redisScripts';

const parse = (json: unknown): QueueEntry | null =>
  typeof json === 'string' ? (JSON.parse(json) as QueueEntry) : null;

/** The match queue and pairs over Redis; each operation is one Lua script (atomic). */
export class RedisAnonymousStore implements AnonymousStore {
  private readonly queue: string[];

  constructor(private readonly space: RedisSpace) {
    this.queue = queueKeys(space.prefix);
  }

  async match(entry: QueueEntry, now: number, retry = false): Promise<MatchResult> {
    const args = [retry ? 1 : 0, SCAN_LIMIT, LIVE_RECORD_TTL_MS, 0];
    return (await this.runMatch(entry, now, args)).result;
  }

  async leaveAndMatch(
    entry: QueueEntry,
    now: number,
    { recentMs, reconnectMs, withdraw }: Leaving,
  ): Promise<MatchResult & { left: Left }> {
    const leaving = [1, recentMs, reconnectMs ?? 0, withdraw ?? ''];
    const { result, left } = await this.runMatch(entry, now, [
      0,
      SCAN_LIMIT,
      LIVE_RECORD_TTL_MS,
      ...leaving,
    ]);
    return { ...result, left };
  }

  private async runMatch(
    entry: QueueEntry,
    now: number,
    args: Array<string | number>,
  ): Promise<{ result: MatchResult; left: Left }> {
    await this.space.ready;
    const reply = (await matchScript.runOn(this.space.connection, this.queue, [
      JSON.stringify(entry),
      now,
      ...args,
    ])) as [string, unknown?, unknown?, unknown?];
    const left = {
      asked: typeof reply[2] === 'string' ? reply[2] : null,
      partner: parse(reply[3]),
    };
    if (reply[0] === 'matched')
      return { result: { status: 'matched', partner: parse(reply[1])! }, left };
    return { result: { status: reply[0] === 'gone' ? 'gone' : 'waiting' }, left };
  }

  async leaveQueue(socketId: string): Promise<void> {
    await leaveQueueScript.runOn(this.space.connection, this.queue, [socketId]);
  }

  async pairOf(socketId: string): Promise<PairView | null> {
    const [partner, revealed] = await this.space.connection.hmGet(this.pairKey(socketId), [
      'partner',
      'revealed',
    ]);
    const entry = parse(partner);
    return entry ? { partner: entry, revealedUserId: revealed || null } : null;
  }

  async endPair(socketId: string, recentMs: number, reconnectMs = 0): Promise<QueueEntry | null> {
    const keys = [this.pairKey(socketId)];
    return parse(await this.run(endPairScript, keys, [socketId, recentMs, reconnectMs]));
  }

  async leave(socketId: string, { recentMs, reconnectMs, withdraw }: Leaving): Promise<Left> {
    const keys = [this.key('ask', socketId), this.key('last', socketId), this.pairKey(socketId)];
    const args = [socketId, recentMs, reconnectMs ?? 0, withdraw ?? ''];
    const [asked, partner] = (await this.run(leaveScript, keys, args)) as [unknown?, unknown?];
    return { asked: typeof asked === 'string' ? asked : null, partner: parse(partner) };
  }

  async lastPartner(socketId: string): Promise<QueueEntry | null> {
    const [json] = await this.space.connection.mGet([this.key('last', socketId)]);
    return parse(json);
  }

  async askReconnect(socketId: string): Promise<ReconnectResult> {
    const keys = [this.key('last', socketId), this.key('ask', socketId)];
    const reply = (await this.run(askReconnectScript, keys, [socketId, LIVE_RECORD_TTL_MS])) as [
      string,
      string?,
      string?,
    ];
    if (reply[0] === 'matched')
      return { status: 'matched', me: parse(reply[1])!, partner: parse(reply[2])! };
    if (reply[0] === 'waiting') return { status: 'waiting', partner: parse(reply[1])! };
    return { status: 'gone' };
  }

  async cancelReconnect(socketId: string, forget = false): Promise<string | null> {
    const keys = [this.key('ask', socketId), this.key('last', socketId)];
    const asked = await this.run(cancelReconnectScript, keys, [forget ? 1 : 0]);
    return typeof asked === 'string' ? asked : null;
  }

  async reveal(socketId: string, userId: string): Promise<QueueEntry | null> {
    return parse(await this.run(revealScript, [this.pairKey(socketId)], [userId]));
  }

  async pushMessage(socketId: string, message: string, max: number): Promise<boolean> {
    const keys = [this.pairKey(socketId)];
    return (await this.run(pushMessageScript, keys, [message, max, LIVE_RECORD_TTL_MS])) === 1;
  }

  async messages(socketId: string): Promise<string[]> {
    const pairId = await this.space.connection.hGet(this.pairKey(socketId), 'pairId');
    return pairId ? this.space.connection.lRange(`${this.space.prefix}msgs:${pairId}`, 0, -1) : [];
  }

  async orphaned(socketIds: string[]): Promise<string[]> {
    if (socketIds.length === 0) return [];
    const keys = socketIds.map((id) => this.pairKey(id));
    return ((await this.run(orphanedScript, keys, socketIds)) as unknown[]).map(String);
  }

  private run(
    script: typeof matchScript,
    keys: string[],
    args: Array<string | number>,
  ): Promise<unknown> {
    return script.runOn(this.space.connection, [...this.queue, ...keys], args);
  }

  private pairKey(socketId: string): string {
    return this.key('pair', socketId);
  }

  private key(kind: 'pair' | 'last' | 'ask', socketId: string): string {
    return `${this.space.prefix}${kind}:${socketId}`;
  }
}
