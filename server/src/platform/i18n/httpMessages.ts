import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InterfaceLanguage } from '@serendip/protocol';
import { withTranslatedMessage } from './serverMessages';

/** The language a request's messages are written in (the account's, else Accept-Language's). */
export type RequestLanguage = (request: FastifyRequest) => Promise<InterfaceLanguage>;

function carriesMessage(payload: unknown): boolean {
  return (
    payload !== null &&
    typeof payload === 'object' &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

/**
 * Every JSON reply's `{ message }` (errors, refusals, confirmations) leaves in the language of the
 * person asking. The routes and the error handler write the spec's English; this hook, run on
 * every reply before it is serialised, is the one place that translates. Replies without a
 * message (nearly all of them) cost one property check.
 */
export function translateReplyMessages(app: FastifyInstance, languageOf: RequestLanguage): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!carriesMessage(payload)) return payload;
    return withTranslatedMessage(payload, await languageOf(request));
  });
}
