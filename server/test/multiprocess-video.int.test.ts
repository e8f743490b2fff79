import { describe, expect, it, vi } from 'vitest';
import type { MatchFound, MemberLeftCall } from '@serendip/protocol';
import {
  clusterPerTest,
  clustersEnabled,
  type ClientSocket,
  type ServerProcess,
} from './multiProcess';
import { nextEvent, TestClient } from './support';
import { solveCaptcha } from './captcha';
import { collect, settled } from './social';
import { untilKilledSwept } from './clusterSweep';
import { ask, candidate, requestVideoMatch, sdp, type VideoRequest } from './video';

/** Asks for a video match on the socket's own process (with a captcha solved there). */
async function request(target: ServerProcess, socket: ClientSocket, options: VideoRequest = {}) {
  expect(await requestVideoMatch(target.url, socket, options)).toEqual({ ok: true });
}

/** `waiting` (asked first) and `finder` meet; resolves with their matchFound. */
async function meet(
  [waitingOn, waiting]: [ServerProcess, ClientSocket],
  [finderOn, finder]: [ServerProcess, ClientSocket],
): Promise<[MatchFound, MatchFound]> {
  const queued = nextEvent(waiting, 'waitingForMatch');
  await request(waitingOn, waiting);
  await queued;
  const found = [waiting, finder].map((socket) => nextEvent<MatchFound>(socket, 'matchFound'));
  await request(finderOn, finder);
  const [mine, theirs] = await Promise.all(found);
  return [mine, theirs];
}

describe.skipIf(!clustersEnabled)('video chat across server processes', () => {
  const startCluster = clusterPerTest();

  it('matches sockets on two processes and relays signalling and chat between them', async () => {
    const cluster = await startCluster(2);
    const [a, b] = cluster.processes;
    const onA = await cluster.socket(a);
    const onB = await cluster.socket(b);
    const [callee, caller] = await meet([a, onA], [b, onB]);
    const { callId } = caller;
    expect(caller).toMatchObject({ isCaller: true, members: [onA.id] });
    expect(callee).toMatchObject({ callId, isCaller: false, members: [onB.id] });

    const offered = nextEvent(onA, 'webrtc-offer');
    const offer = { offer: sdp('offer', 4000), toSocketId: onA.id, callId };
    expect(await ask(onB, 'webrtc-offer', offer)).toEqual({ ok: true });
    expect(await offered).toEqual({ offer: sdp('offer', 4000), fromSocketId: onB.id, callId });
    const answered = nextEvent(onB, 'webrtc-answer');
    await ask(onA, 'webrtc-answer', { answer: sdp('answer'), toSocketId: onB.id, callId });
    expect(await answered).toEqual({ answer: sdp('answer'), fromSocketId: onA.id, callId });
    const trickled = nextEvent(onA, 'webrtc-ice-candidate');
    await ask(onB, 'webrtc-ice-candidate', { candidate: candidate(), toSocketId: onA.id, callId });
    expect(await trickled).toEqual({ candidate: candidate(), fromSocketId: onB.id, callId });
    const chat = nextEvent(onB, 'receiveVideoChatMessage');
    await ask(onA, 'sendVideoChatMessage', { message: 'hello from A', callId });
    expect(await chat).toEqual({ message: 'hello from A', sender: onA.id, callId });

    // A stranger on the other process cannot signal into the call.
    const stranger = await cluster.socket(b);
    const unwanted = collect(onA, 'webrtc-offer');
    expect((await ask(stranger, 'webrtc-offer', { ...offer, toSocketId: onA.id })).ok).toBe(false);
    // Ending on one process reaches the other.
    const left = nextEvent<MemberLeftCall>(onA, 'memberLeftCall');
    expect(await ask(onB, 'video-call-ended', callId)).toEqual({ ok: true });
    expect(await left).toEqual({ callId, socketId: onB.id, callEnded: true });
    expect(unwanted).toHaveLength(0);
  });

  it('takes the members of a killed process out of their calls within seconds', async () => {
    const cluster = await startCluster(2, { ALTCHA_MAX_NUMBER: '1000' });
    const [a, b] = cluster.processes;
    // A group call a1 + b1 + a2, and a one-to-one call a3 + b2.
    const [a1, a2, a3] = await Promise.all([1, 2, 3].map(() => cluster.socket(a)));
    const [b1, b2, b3] = await Promise.all([1, 2, 3].map(() => cluster.socket(b)));
    const [{ callId: groupId }] = await meet([a, a1], [b, b1]);
    const joined = nextEvent(a2, 'existingMembersInCall');
    expect(await ask(a1, 'requestAddUserToCall', groupId)).toEqual({ ok: true });
    await request(a, a2, { groupPreferred: true });
    await joined;
    const [{ callId: pairId }] = await meet([a, a3], [b, b2]);
    // b3 waits on B, open to groups, with an interest nobody shares.
    const queued = nextEvent(b3, 'waitingForMatch');
    await request(b, b3, { groupPreferred: true, interests: ['Lonely'] });
    await queued;
    const b1Id = b1.id;
    const b2Id = b2.id;

    const started = Date.now();
    const lost = [a1, a2, a3].map((socket) =>
      nextEvent<MemberLeftCall>(socket, 'memberLeftCall', 20_000),
    );
    await b.kill('SIGKILL');
    const [lost1, lost2, lost3] = await Promise.all(lost);
    // The heartbeat lives 10 s and the call watch runs every 2 s.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(lost1).toEqual({ callId: groupId, socketId: b1Id, callEnded: false });
    expect(lost2).toEqual({ callId: groupId, socketId: b1Id, callEnded: false });
    expect(lost3).toEqual({ callId: pairId, socketId: b2Id, callEnded: true });

    // The survivors still talk; the dead one's waiting socket is never handed out.
    const heard = nextEvent(a2, 'receiveVideoChatMessage');
    await ask(a1, 'sendVideoChatMessage', { message: 'still here', callId: groupId });
    expect(await heard).toMatchObject({ message: 'still here', sender: a1.id });
    const pulled = collect(a1, 'newMemberJoinedCall');
    expect(await ask(a1, 'requestAddUserToCall', groupId)).toEqual({ ok: true });
    const a4 = await cluster.socket(a);
    const a4Matched = collect(a4, 'matchFound');
    const a4Queued = nextEvent(a4, 'waitingForMatch');
    await request(a, a4);
    // Told it waits, which it is not when it meets someone.
    expect(await a4Queued).toEqual({ widened: true });
    // a1's request ran on A, whose own sockets hear what it announced before its ack.
    await settled(a1, a4);
    expect(pulled).toEqual([]);
    expect(a4Matched).toEqual([]);
    // The dead process's entries are swept before closing, so that nothing is left in Redis.
    await untilKilledSwept(cluster);
  }, 45_000);

  it('matches many concurrent requests on both processes exactly once each', async () => {
    // Interests make every match cross-process: the i-th socket on A shares an interest only with
    // the i-th on B, and nobody widens to strangers within the test (ANONYMOUS_WIDEN_MS).
    const cluster = await startCluster(2, {
      ALTCHA_MAX_NUMBER: '1000',
      ANONYMOUS_WIDEN_MS: '60000',
    });
    const [a, b] = cluster.processes;
    const perProcess = 60;
    const people = [a, b].flatMap((target) =>
      Array.from({ length: perProcess }, (_, i) => ({ target, interest: `topic${i}` })),
    );
    const captchas = await Promise.all(
      people.map(({ target }) => solveCaptcha(new TestClient(target.url))),
    );
    const sockets: ClientSocket[] = [];
    for (const { target } of people) sockets.push(await cluster.socket(target));
    const found = new Map<string, MatchFound[]>();
    for (const socket of sockets) {
      const mine: MatchFound[] = [];
      found.set(socket.id!, mine);
      socket.on('matchFound', (payload) => mine.push(payload));
    }
    const replies = await Promise.all(
      sockets.map((socket, index) =>
        ask(socket, 'requestMatch', {
          groupPreferred: false,
          interests: [people[index].interest],
          captcha: captchas[index],
        }),
      ),
    );
    expect(replies.every((reply) => reply.ok)).toBe(true);
    // Polled rather than a fixed pause: the machine may be busy.
    await vi.waitFor(
      () => expect([...found.values()].filter((mine) => mine.length === 0)).toEqual([]),
      { timeout: 20_000, interval: 200 },
    );
    // Every request was acknowledged, so a second matchFound was published by now. Each socket
    // then gets a candidate from its partner on the other process, through Redis after it.
    const relayed = new Set<string>();
    for (const socket of sockets) socket.on('webrtc-ice-candidate', () => relayed.add(socket.id!));
    await Promise.all(
      sockets.map((socket) => {
        const [match] = found.get(socket.id!)!;
        const relay = {
          candidate: candidate(),
          toSocketId: match.members[0],
          callId: match.callId,
        };
        return ask(socket, 'webrtc-ice-candidate', relay);
      }),
    );
    await vi.waitFor(() => expect(relayed.size).toBe(sockets.length), {
      timeout: 20_000,
      interval: 200,
    });
    for (const [socketId, mine] of found) {
      expect(mine, `${socketId} matched ${mine.length} times`).toHaveLength(1);
      const [match] = mine;
      const partnerId = match.members[0];
      const theirs = found.get(partnerId)?.[0];
      expect(theirs, `${socketId} met an unknown socket`).toBeDefined();
      expect(theirs!.callId).toBe(match.callId);
      expect(theirs!.members).toEqual([socketId]);
      expect(theirs!.isCaller).toBe(!match.isCaller);
      const me = people[sockets.findIndex((socket) => socket.id === socketId)];
      const partner = people[sockets.findIndex((socket) => socket.id === partnerId)];
      // Both processes drew from one queue: each met their counterpart on the other process.
      expect(partner.target).not.toBe(me.target);
      expect(partner.interest).toBe(me.interest);
    }
  }, 60_000);
});
