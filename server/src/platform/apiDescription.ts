/**
 * The OpenAPI description's text (GET /api/docs): what the spec leaves open and how we extended it,
 * for the HTTP calls' common rules and for the live connection, which OpenAPI cannot describe.
 */
export const API_DESCRIPTION = `HTTP API of Serendip (docs/protocol.md).

## Common rules
- Errors are 4xx/5xx with \`{ "message": "..." }\`, a sentence that can be shown as is.
- Authentication is the \`Authorization: Bearer <token>\` header only.
- Anti-forgery: a state-changing request (anything but GET, HEAD, OPTIONS) that carries a cookie
  must send the \`XSRF-TOKEN\` cookie's value in \`X-XSRF-TOKEN\` (403 otherwise), whatever its path.
  A client that sends no cookies (scripts, apps using only the Bearer token) needs no header.

## Live connection (Socket.IO)
Connect to the API host with \`?token=<token>\` when logged in. A one-argument event carries its
value bare; a several-argument event carries one object keyed by the spec's argument names
(\`sendMessage\` → \`{ conversationId, content, type }\`).

Client events that can fail accept an optional acknowledgement callback, answered
\`{ ok: true, ... }\` or \`{ ok: false, message }\`, the message a readable sentence. The ack is
answered even when the payload is missing (ack in the payload's place).

Optional extras (a spec client never needs them):
- \`sendMessage\`, \`sendRoomMessage\`: \`clientId\` (1-64 of A-Z a-z 0-9 _ -). A resend with the same
  one returns the stored message instead of a duplicate; without one the server makes one, so each
  send is a new message. Messages carry their \`clientId\` and \`conversationId\`/\`roomId\`.
- \`requestAnonymousMatch\` and \`requestMatch\`: the captcha as \`recaptchaValue\` (\`requestMatch\`
  also reads the older name \`captcha\`). Needed on a socket's first match request only.
  Optional \`languages\` (language tags, compared by primary subtag) and \`onlyMyLanguage\`:
  a shared language is waited for as a shared interest is; \`matched\` and \`matchFound\` then
  carry \`sharedLanguages\`.
- \`matched(partner)\`: the partner \`{ sharedInterests, isRegistered }\` plus \`uploadToken\`, this
  side's token for the optional \`X-Anonymous-Upload\` header of POST /api/chat/upload-media.
- \`typing\`: \`{ userId, username, conversationId }\`; \`stopTyping\`: the user id, bare.
  \`typingRoom\`: \`{ roomId, userId, username }\`; \`stopTypingRoom\`: \`{ roomId, userId }\`.
- \`matching\` and \`waitingForMatch\`: \`{ widened }\` (true once anyone will do).
- Trust (GET /api/account/trust): \`matched\` carries \`imagesLockedFor\` (completed chats left
  before this side may send images; absent when it may). \`matchFound\` carries \`blurMs\`
  (socket id → extra ms a new or low-trust member's video stays blurred; absent when none) and
  \`newMemberJoinedCall\` \`blurMs\` (the newcomer's).
- Video: \`matchFound { callId, members, isCaller, isGroupCall, sharedInterests }\` and
  \`existingMembersInCall { callId, members }\` with members as socket ids;
  \`newMemberJoinedCall { callId, member, socketId }\` (both the newcomer's socket id);
  \`memberLeftCall { callId, socketId, callEnded }\`; \`callLookingForMore\`: the call id;
  \`webrtc-offer/answer/ice-candidate\` arrive as \`{ offer|answer|candidate, fromSocketId, callId }\`;
  \`receiveVideoChatMessage { message, sender, callId }\`.
- \`receiveAnonymousMessage\` and \`receiveVideoChatMessage\` carry \`hidden: 'contact'\` when the
  safety checks replaced a phone number, e-mail, street address or another app's username with
  asterisks; the sender's ack (\`sendAnonymousMessage\`, \`sendVideoChatMessage\`) carries the same.
- Our own events beyond the base contract: \`skipAnonymousChat\`, \`leaveAnonymousChat\`,
  \`reportAnonymousPartner({ reason })\`, \`anonymousTyping\`/\`anonymousStopTyping\`,
  \`cancelVideoMatch\`, \`reportVideoMember({ callId, socketId, reason })\`, \`getOnlineUsersCount\`,
  \`callMediaState({ callId, audio, video })\` (one's microphone and camera on or off, relayed
  to the other members of that call as \`memberMediaState { callId, socketId, audio, video }\`);
  \`reconnectStranger\` (ack \`{ status: 'matched' | 'waiting' }\`: both must ask, within 3 minutes of
  parting, to meet their last stranger again; the other is told \`reconnectOffered\`) and
  \`cancelReconnect\` (the other is told \`reconnectWithdrawn\`).

Anonymous images: POST /api/chat/upload-media without a token stores images only (10 per 10
minutes per address, deleted after 2 hours); \`sendAnonymousMessage\` type \`image\` takes a path
that call gave (with or without a token, images only), each path once, in one live pair, at most
20 images per pair per 10 minutes. New and low-trust people cannot send images in their first
chats (the refusal says how many are left).`;
