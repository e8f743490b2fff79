import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@serendip/protocol';
import { clustersEnabled, startCluster, type ServerCluster } from '../multiProcess';
import { chatPairs } from './chatRun';
import { redisServerInstalled, startPrivateRedis, type PrivateRedis } from './privateRedis';

/**
 * Made certain instead of left to a race: a message acknowledged (stored
 * and added to the stream) that the partner's process has not read yet when Redis restarts
 * without its data. The partner's process is frozen (SIGSTOP) so that it cannot read in time;
 * the sender's process must publish the message again once Redis is back, and the partner gets
 * it live, once.
 */
describe.skipIf(!clustersEnabled || !redisServerInstalled)(
  'a message Redis lost before the partner read it',
  () => {
    let redis: (PrivateRedis & { close(): Promise<void> }) | undefined;
    let cluster: ServerCluster | undefined;
    afterAll(async () => {
      for (const server of cluster?.processes ?? []) server.child.kill('SIGCONT');
      await cluster?.close();
      await redis?.close();
    });

    it('is published again when Redis comes back and delivered once', async () => {
      redis = await startPrivateRedis();
      cluster = await startCluster(2, { REDIS_URL: redis.url });
      const [[sender, partner]] = await chatPairs(cluster, 1);
      const send = (content: string, clientId: string) =>
        sender.socket.timeout(10_000).emitWithAck('sendMessage', {
          conversationId: sender.conversationId,
          content,
          type: 'text',
          clientId,
        });
      const arrivals = (content: string) =>
        partner.received.filter((message: ChatMessage) => message.content === content).length;

      expect((await send('before', 'replay-0')).ok).toBe(true);
      await vi.waitFor(() => expect(arrivals('before')).toBe(1), { timeout: 10_000 });

      const partnerProcess = cluster.processes[1].child;
      partnerProcess.kill('SIGSTOP');
      try {
        // The first send may still reach the frozen process: Redis answers its blocked read at
        // once, into the kernel's buffer. The second is certainly not read before Redis dies.
        expect((await send('in flight 1', 'replay-1')).ok).toBe(true);
        expect((await send('in flight 2', 'replay-2')).ok).toBe(true);
        await redis.kill();
        await redis.start();
      } finally {
        partnerProcess.kill('SIGCONT');
      }

      await vi.waitFor(() => expect(arrivals('in flight 2')).toBe(1), {
        timeout: 15_000,
        interval: 100,
      });
      // Messages flow on, and nothing arrives twice.
      await vi.waitFor(async () => expect((await send('after', 'replay-3')).ok).toBe(true), {
        timeout: 15_000,
        interval: 500,
      });
      await vi.waitFor(() => expect(arrivals('after')).toBe(1), { timeout: 10_000 });
      expect(['before', 'in flight 1', 'in flight 2', 'after'].map(arrivals)).toEqual([1, 1, 1, 1]);
    }, 90_000);
  },
);
