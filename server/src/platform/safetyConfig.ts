import { z } from 'zod';

const onOff = z.enum(['on', 'off']).optional();
const score = z.coerce.number().min(0).max(1);

/** Environment variables of the AI checks (docs/configuration.md), merged into config.ts. */
export const safetyEnv = {
  TEXT_RULES: z.enum(['on', 'off']).default('on'),
  IMAGE_CLASSIFIER: onOff,
  IMAGE_REFUSE_SCORE: score.default(0.8),
  IMAGE_REVIEW_SCORE: score.default(0.4),
  IMAGE_MATCH_DISTANCE: z.coerce.number().int().min(0).max(32).default(10),
};

type SafetyEnv = z.infer<z.ZodObject<typeof safetyEnv>>;

export interface SafetyConfig {
  textRules: boolean;
  /** The image classifier (default on, but off under NODE_ENV=test: the model takes seconds to load). */
  imageClassifier: boolean;
  imageRefuseAt: number;
  imageReviewAt: number;
  imageHashMaxDistance: number;
}

export function safetyConfig(env: SafetyEnv & { NODE_ENV: string }): SafetyConfig {
  if (env.IMAGE_REVIEW_SCORE > env.IMAGE_REFUSE_SCORE)
    throw new Error(
      'Invalid configuration: IMAGE_REVIEW_SCORE must not exceed IMAGE_REFUSE_SCORE.',
    );
  return {
    textRules: env.TEXT_RULES === 'on',
    imageClassifier: (env.IMAGE_CLASSIFIER ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    imageRefuseAt: env.IMAGE_REFUSE_SCORE,
    imageReviewAt: env.IMAGE_REVIEW_SCORE,
    imageHashMaxDistance: env.IMAGE_MATCH_DISTANCE,
  };
}
