/**
 * A minimal TURN client for tests (RFC 5389 STUN + RFC 5766 TURN over UDP): just enough to ask a
 * real relay (coturn) for an allocation with long-term credentials and see whether it accepts
 * them. No npm STUN/TURN client is both small and maintained, and the wire format is short.
 */
import crypto from 'node:crypto';
import dgram from 'node:dgram';

const MAGIC_COOKIE = 0x2112a442;
const HEADER_LENGTH = 20;

const METHOD = { binding: 0x0001, allocate: 0x0003, refresh: 0x0004 } as const;
const SUCCESS = 0x0100;
const ERROR = 0x0110;

const ATTRIBUTE = {
  username: 0x0006,
  messageIntegrity: 0x0008,
  errorCode: 0x0009,
  lifetime: 0x000d,
  realm: 0x0014,
  nonce: 0x0015,
  xorRelayedAddress: 0x0016,
  requestedTransport: 0x0019,
  xorMappedAddress: 0x0020,
} as const;

/** UDP, in REQUESTED-TRANSPORT (protocol number followed by three reserved bytes). */
const UDP_TRANSPORT = Buffer.from([17, 0, 0, 0]);

export interface TurnServerAddress {
  host: string;
  port: number;
}

export interface TurnCredentials {
  username: string;
  credential: string;
}

export type AllocateResult =
  | { ok: true; relayed: { address: string; port: number }; lifetime: number }
  | { ok: false; code: number; reason: string };

interface StunMessage {
  type: number;
  transactionId: Buffer;
  attributes: Map<number, Buffer>;
}

function encode(
  type: number,
  attributes: [number, Buffer][],
  integrityKey?: Buffer,
): { packet: Buffer; transactionId: Buffer } {
  const transactionId = crypto.randomBytes(12);
  const body = Buffer.concat(
    attributes.map(([attributeType, value]) => {
      const padded = Buffer.alloc(4 + Math.ceil(value.length / 4) * 4);
      padded.writeUInt16BE(attributeType, 0);
      padded.writeUInt16BE(value.length, 2);
      value.copy(padded, 4);
      return padded;
    }),
  );
  const header = Buffer.alloc(HEADER_LENGTH);
  header.writeUInt16BE(type, 0);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(header, 8);
  if (!integrityKey) {
    header.writeUInt16BE(body.length, 2);
    return { packet: Buffer.concat([header, body]), transactionId };
  }
  // The HMAC covers the message with its length already counting the 24-byte MESSAGE-INTEGRITY.
  header.writeUInt16BE(body.length + 24, 2);
  const hmac = crypto
    .createHmac('sha1', integrityKey)
    .update(Buffer.concat([header, body]))
    .digest();
  const integrity = Buffer.alloc(24);
  integrity.writeUInt16BE(ATTRIBUTE.messageIntegrity, 0);
  integrity.writeUInt16BE(20, 2);
  hmac.copy(integrity, 4);
  return { packet: Buffer.concat([header, body, integrity]), transactionId };
}

function decode(packet: Buffer): StunMessage | undefined {
  if (packet.length < HEADER_LENGTH || packet.readUInt32BE(4) !== MAGIC_COOKIE) return undefined;
  const length = packet.readUInt16BE(2);
  const attributes = new Map<number, Buffer>();
  let offset = HEADER_LENGTH;
  while (offset + 4 <= HEADER_LENGTH + length && offset + 4 <= packet.length) {
    const attributeType = packet.readUInt16BE(offset);
    const attributeLength = packet.readUInt16BE(offset + 2);
    attributes.set(attributeType, packet.subarray(offset + 4, offset + 4 + attributeLength));
    offset += 4 + Math.ceil(attributeLength / 4) * 4;
  }
  return { type: packet.readUInt16BE(0), transactionId: packet.subarray(8, 20), attributes };
}

function xorAddress(value: Buffer): { address: string; port: number } {
  const port = value.readUInt16BE(2) ^ (MAGIC_COOKIE >>> 16);
  const address = [0, 1, 2, 3]
    .map((index) => value[4 + index] ^ ((MAGIC_COOKIE >>> (24 - 8 * index)) & 0xff))
    .join('.');
  return { address, port };
}

function errorOf(message: StunMessage): { code: number; reason: string } {
  const value = message.attributes.get(ATTRIBUTE.errorCode);
  if (!value) return { code: 0, reason: 'no ERROR-CODE attribute' };
  return {
    code: (value[2] & 0x07) * 100 + value[3],
    reason: value.subarray(4).toString('utf8').replace(/\0+$/, ''),
  };
}

/** One TURN client socket: requests are retransmitted (UDP) until answered or timed out. */
export class TurnClient {
  private readonly socket = dgram.createSocket('udp4');
  private readonly pending = new Map<string, (message: StunMessage) => void>();
  private realm?: Buffer;
  private nonce?: Buffer;
  private key?: Buffer;
  private username?: Buffer;

  constructor(private readonly server: TurnServerAddress) {
    this.socket.on('message', (packet) => {
      const message = decode(packet);
      if (!message) return;
      const key = message.transactionId.toString('hex');
      this.pending.get(key)?.(message);
      this.pending.delete(key);
    });
  }

  private request(
    type: number,
    attributes: [number, Buffer][],
    integrityKey?: Buffer,
    timeoutMs = 5000,
  ): Promise<StunMessage> {
    const { packet, transactionId } = encode(type, attributes, integrityKey);
    const key = transactionId.toString('hex');
    return new Promise((resolve, reject) => {
      const send = () => this.socket.send(packet, this.server.port, this.server.host);
      const retransmit = setInterval(send, 250);
      const timer = setTimeout(() => {
        clearInterval(retransmit);
        this.pending.delete(key);
        reject(new Error(`no answer from ${this.server.host}:${this.server.port}`));
      }, timeoutMs);
      this.pending.set(key, (message) => {
        clearInterval(retransmit);
        clearTimeout(timer);
        resolve(message);
      });
      send();
    });
  }

  /** Binding request (no credentials): answers once the server is up; resolves our mapped address. */
  async binding(timeoutMs?: number): Promise<{ address: string; port: number }> {
    const answer = await this.request(METHOD.binding, [], undefined, timeoutMs);
    const mapped = answer.attributes.get(ATTRIBUTE.xorMappedAddress);
    if (answer.type !== (METHOD.binding | SUCCESS) || !mapped) throw new Error('binding refused');
    return xorAddress(mapped);
  }

  /**
   * Allocate with long-term credentials, as a browser does: a first unauthenticated request
   * earns a 401 with the realm and a nonce, the second carries USERNAME and MESSAGE-INTEGRITY.
   */
  async allocate({ username, credential }: TurnCredentials): Promise<AllocateResult> {
    const transport: [number, Buffer] = [ATTRIBUTE.requestedTransport, UDP_TRANSPORT];
    const challenge = await this.request(METHOD.allocate, [transport]);
    const realm = challenge.attributes.get(ATTRIBUTE.realm);
    const nonce = challenge.attributes.get(ATTRIBUTE.nonce);
    if (challenge.type !== (METHOD.allocate | ERROR) || !realm || !nonce)
      throw new Error('expected a 401 challenge with REALM and NONCE');
    this.realm = realm;
    this.nonce = nonce;
    this.username = Buffer.from(username, 'utf8');
    this.key = crypto
      .createHash('md5')
      .update(`${username}:${realm.toString('utf8')}:${credential}`)
      .digest();
    const answer = await this.request(
      METHOD.allocate,
      [transport, ...this.authAttributes()],
      this.key,
    );
    if (answer.type !== (METHOD.allocate | SUCCESS)) return { ok: false, ...errorOf(answer) };
    const relayed = answer.attributes.get(ATTRIBUTE.xorRelayedAddress);
    const lifetime = answer.attributes.get(ATTRIBUTE.lifetime);
    if (!relayed || !lifetime) throw new Error('allocation without a relayed address');
    return { ok: true, relayed: xorAddress(relayed), lifetime: lifetime.readUInt32BE(0) };
  }

  /** Refresh (lifetime 0 releases the allocation), signed with the allocation's credentials. */
  async refresh(
    lifetimeSeconds: number,
  ): Promise<{ ok: true } | { ok: false; code: number; reason: string }> {
    const lifetime = Buffer.alloc(4);
    lifetime.writeUInt32BE(lifetimeSeconds, 0);
    const answer = await this.request(
      METHOD.refresh,
      [[ATTRIBUTE.lifetime, lifetime], ...this.authAttributes()],
      this.key,
    );
    if (answer.type === (METHOD.refresh | SUCCESS)) return { ok: true };
    return { ok: false, ...errorOf(answer) };
  }

  private authAttributes(): [number, Buffer][] {
    if (!this.username || !this.realm || !this.nonce) throw new Error('allocate first');
    return [
      [ATTRIBUTE.username, this.username],
      [ATTRIBUTE.realm, this.realm],
      [ATTRIBUTE.nonce, this.nonce],
    ];
  }

  close(): void {
    this.socket.close();
  }
}
