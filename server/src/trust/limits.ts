import type { TrustLevel } from '@serendip/protocol';
import { isGuarded } from './trustLevel';
import type { TrustHistory, TrustWeights } from './weights';

/**
 * Completed stranger conversations left before a person of `level` may send images in anonymous
 * chat: new and low trust wait effects.imagesLockedConversations[level] conversations; 0 = may.
 */
export function imagesLockedFor(
  level: TrustLevel,
  history: Pick<TrustHistory, 'completedConversations'>,
  weights: TrustWeights,
): number {
  if (!isGuarded(level)) return 0;
  return Math.max(
    0,
    weights.effects.imagesLockedConversations[level] - history.completedConversations,
  );
}

/** How much longer than usual a stranger of `level`'s video stays blurred when a call starts. */
export function extraBlurMs(level: TrustLevel | undefined, weights: TrustWeights): number {
  return isGuarded(level) ? weights.effects.extraBlurMs[level] : 0;
}

/** The refusal of an image from someone who cannot send images yet. */
export function imagesLockedMessage(conversationsLeft: number): string {
  // Both sentences written out whole: the server's message catalogue translates them by their words.
  return conversationsLeft === 1
    ? 'You can send images after 1 more chat with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.'
    : `You can send images after ${conversationsLeft} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.`;
}
