import crypto from 'node:crypto';
import https from 'node:https';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type {
  AuthResponse,
  ChatMessage,
  ClientToServerEvents,
  Conversation,
  ServerToClientEvents,
} from '@serendip/protocol';
import type { Nginx } from './nginx';
import { SiteClient } from './siteClient';

export type SiteSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A person using the site from one address, through nginx. */
export interface Person {
  readonly id: string;
  readonly username: string;
  readonly token: string;
  readonly client: SiteClient;
}

/** Registers a person through the site (the password is hashed on whichever host answers). */
export async function register(client: SiteClient): Promise<Person> {
  const username = `mh${crypto.randomBytes(5).toString('hex')}`;
  const response = await client.post<AuthResponse & { _id: string }>('/api/auth/register', {
    username,
    email: `${username}@example.com`,
    password: 'correct horse battery',
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  client.token = response.body.token;
  return { id: response.body._id, username, token: response.body.token, client };
}

export async function befriend(a: Person, b: Person): Promise<string> {
  const asked = await a.client.post(`/api/friends/request/${b.id}`);
  if (asked.status !== 201) throw new Error(`friend request: ${asked.status}`);
  const accepted = await b.client.post(`/api/friends/accept/${a.id}`);
  if (accepted.status !== 200) throw new Error(`friend accept: ${accepted.status}`);
  const conversation = await a.client.post<Conversation>(`/api/chat/conversation/${b.id}`);
  if (conversation.status !== 200 && conversation.status !== 201)
    throw new Error(`conversation: ${conversation.status}`);
  return conversation.body._id;
}

/**
 * A Socket.IO connection through nginx from the person's address, as the web app opens it
 * (token in the handshake's auth, Socket.IO's own reconnection), on WebSocket or on the web
 * app's fallback, HTTP long-polling (whose requests must all reach the process that holds the
 * session: nginx's hash of the client address keeps them on one).
 */
export function connect(
  nginx: Nginx,
  person: { token?: string; client: SiteClient },
  settings: {
    reconnection?: boolean;
    headers?: Record<string, string>;
    transport?: 'websocket' | 'polling';
  } = {},
): SiteSocket {
  const { localAddress } = person.client;
  const options: Partial<ManagerOptions & SocketOptions> = {
    auth: person.token
      ? { token: person.token, visitorId: crypto.randomUUID() }
      : { visitorId: crypto.randomUUID() },
    transports: [settings.transport ?? 'websocket'],
    forceNew: true,
    reconnection: settings.reconnection ?? true,
    ca: nginx.ca,
    // xmlhttprequest-ssl (long-polling) refuses to set Host; nginx's only site answers anyway.
    extraHeaders:
      settings.transport === 'polling'
        ? settings.headers
        : { host: nginx.hostname, ...settings.headers },
  };
  // Where the connection leaves from, which the client's types do not list: the WebSocket takes
  // localAddress (engine.io-client passes it on), long-polling's requests an agent bound to it.
  const source = {
    localAddress,
    agent:
      settings.transport === 'polling' ? new https.Agent({ localAddress, ca: nginx.ca }) : false,
  };
  return io(`https://127.0.0.1:${nginx.httpsPort}`, Object.assign(options, source));
}

/** Resolves on the socket's next connect, rejects on its next connection error. */
export function connected(socket: SiteSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** One side of a conversation: joins it on every (re)connection and keeps what arrives. */
export class Chatter {
  readonly socket: SiteSocket;
  readonly received = new Map<string, ChatMessage>();
  /** clientId → the stored message's id, for every send the server acknowledged. */
  readonly acked = new Map<string, string>();
  /** When each connection after the first was established (and the conversation joined). */
  readonly rejoinedAt: number[] = [];
  droppedAt?: number;
  private joins = 0;

  constructor(
    nginx: Nginx,
    readonly person: Person,
    readonly conversationId: string,
    transport: 'websocket' | 'polling' = 'websocket',
  ) {
    this.socket = connect(nginx, person, { transport });
    this.socket.on('receiveMessage', (message) => this.received.set(message._id, message));
    this.socket.on('disconnect', () => (this.droppedAt ??= Date.now()));
    this.socket.on('connect', () => {
      void this.socket
        .timeout(5000)
        .emitWithAck('joinConversation', this.conversationId)
        .then((ack) => {
          if (!ack.ok) return;
          this.joins += 1;
          if (this.joins > 1) this.rejoinedAt.push(Date.now());
        })
        .catch(() => {});
    });
  }

  /** Resolves once the conversation was joined on the first connection. */
  async ready(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (this.joins === 0) {
      if (Date.now() > deadline) throw new Error(`${this.person.username} never joined`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * Sends `count` messages, each retried with the same clientId until acknowledged (what the
   * web app does after a reconnect), `gapMs` apart.
   */
  async sendAll(count: number, gapMs: number, prefix: string): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      const clientId = `${prefix}-${index}`;
      for (;;) {
        const ack = this.socket.connected
          ? await this.socket
              .timeout(3000)
              .emitWithAck('sendMessage', {
                conversationId: this.conversationId,
                content: `${prefix} #${index}`,
                type: 'text',
                clientId,
              })
              .catch(() => null)
          : null;
        if (ack?.ok) {
          this.acked.set(clientId, ack.message._id);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  }
}
