import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HTTP_ROUTES, SERVICE_LIMITS } from '@serendip/protocol';
import type { AppContext } from '../platform/context';
import { routeRegistrar } from '../platform/httpRoutes';
import { unauthorized } from '../platform/errors';
import { parseId } from '../platform/ids';
import { limitService } from '../platform/rateLimit';
import { signedIn } from '../platform/requests';
import { withUpload } from '../media/upload';
import { saveImage } from '../media/images';
import { saveVideo } from '../media/video';
import { verifyAnonymousUploadToken } from '../anonymous/uploadToken';
import { conversationHistory, listConversations, openConversation } from './service';

const routes = HTTP_ROUTES.chat;
const tags = ['chat'];
/** Anonymous chat images expire: the anonymous feature sweeps this folder. */
export const ANONYMOUS_MEDIA_FOLDER = 'anon';
const CHAT_MEDIA_FOLDER = 'chat';

/**
 * Stores a chat upload: members get images and videos; without an account (anonymous chat,
 * §7 sends no bearer token there) images only, filed under anon/ where they expire within 2 h and
 * may be sent once, in one live pair (see anonymous/service.ts).
 */
async function uploadMedia(ctx: AppContext, request: FastifyRequest): Promise<string> {
  if (request.userId) {
    return withUpload(request, 'chatMedia', ['image', 'video'], ctx.config, async (upload) => {
      if (upload.kind === 'image') return saveImage(ctx.media, CHAT_MEDIA_FOLDER, upload.path);
      return (await saveVideo(ctx.media, CHAT_MEDIA_FOLDER, upload.path)).url;
    });
  }
  const header = request.headers['x-anonymous-upload'];
  if (header !== undefined) {
    // The optional token (our web app sends it): a wrong one is refused rather than ignored.
    const visitorId = await verifyAnonymousUploadToken(
      ctx.secret,
      typeof header === 'string' ? header : undefined,
    );
    if (!visitorId)
      throw unauthorized('Your chat has ended. Please start a new one to send images.');
    await limitService(ctx, SERVICE_LIMITS.anonymousUploads, `visitor:${visitorId}`);
  }
  await limitService(ctx, SERVICE_LIMITS.anonymousUploads, request.ip);
  return withUpload(request, 'chatMedia', ['image'], ctx.config, (upload) =>
    saveImage(ctx.media, ANONYMOUS_MEDIA_FOLDER, upload.path),
  );
}

/** Friend chat: open a conversation, list them, page through history, upload media. */
export async function registerChatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    const route = routeRegistrar(scope, ctx);
    const { requireUser, optionalUser } = ctx.auth;

    route(
      routes.open,
      {
        preHandler: requireUser,
        docs: {
          tags,
          description:
            "Gets or creates the conversation with a friend: `{ _id, participants }`. 403 'You can " +
            "only chat with friends.' when not friends or a block stands either way.",
        },
      },
      async (request) =>
        openConversation(ctx, signedIn(request), parseId(request.params.friendId, 'User')),
    );

    route(
      routes.conversations,
      {
        preHandler: requireUser,
        docs: {
          tags,
          description:
            'Your conversations (at most 100), most recent activity first, each with ' +
            '`lastMessage: { sender (user id), type, content }` once it has messages. ' +
            'Conversations with someone on either side of a block are hidden. Extras: ' +
            '`unreadCount` (messages from the other after your read marker, at most 100) and ' +
            '`lastMessageAt` (ISO).',
        },
      },
      async (request) => listConversations(ctx, signedIn(request)),
    );

    route(
      routes.history,
      {
        preHandler: requireUser,
        docs: {
          tags,
          description:
            'History, `{ messages, totalPages, currentPage }`: page 1 = the newest `limit` (default ' +
            "20) messages, each page ascending by createdAt then _id. 404 'Conversation not found.' " +
            'for anyone but its two participants. After a reconnect, clients refetch page 1 and ' +
            'merge by _id.',
        },
      },
      async (request) =>
        conversationHistory(
          ctx,
          signedIn(request),
          parseId(request.params.conversationId, 'Conversation'),
          request.query.page,
          request.query.limit,
        ),
    );

    route(
      routes.uploadMedia,
      {
        preHandler: optionalUser,
        docs: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'Multipart field `chatMedia`, typed by its bytes. With a Bearer token: an image or a ' +
            'video, answered 201 `{ fileUrl }` to send as an image/video message (an image may ' +
            'also be sent in anonymous chat). Without one (anonymous chat): images only, 10 per ' +
            '10 minutes per address, stored under /uploads/anon/ for 2 hours, and usable in one ' +
            'sendAnonymousMessage of a live pair (20 images per pair per 10 minutes). Optional ' +
            'extra header `X-Anonymous-Upload: <uploadToken from matched>` also counts per ' +
            'visitor; an invalid one is 401. Another file type: 415.',
        },
      },
      async (request, reply) => {
        const fileUrl = await uploadMedia(ctx, request);
        reply.code(201);
        return { fileUrl };
      },
    );
  });
}
