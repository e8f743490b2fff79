import fs from 'node:fs';
import { z } from 'zod';
import { TRUST_LEVELS } from '@serendip/protocol';
import defaults from './trustWeights.json';

const points = z.number().finite();
const count = z.number().int().min(0);
const ms = z
  .number()
  .int()
  .min(0)
  .max(10 * 60_000);

/** A history as the examples write it: what is left out is zero (or false, or none). */
export const trustHistorySchema = z
  .object({
    account: z.boolean().default(false),
    accountAgeDays: z.number().min(0).default(0),
    emailConfirmed: z.boolean().default(false),
    completedConversations: count.default(0),
    friendsAccepted: count.default(0),
    upheldReportsMade: count.default(0),
    upheldReportsAgainst: count.default(0),
    sanctions: z
      .object({
        warning: count.default(0),
        removal: count.default(0),
        termination: count.default(0),
        suspension: count.default(0),
        ban: count.default(0),
      })
      .strict()
      .default({ warning: 0, removal: 0, termination: 0, suspension: 0, ban: 0 }),
    /** Days since the latest sanction counted (null: none). */
    daysSinceLastSanction: z.number().min(0).nullable().default(null),
  })
  .strict();

/** What is known of a person that their trust level is computed from. */
export type TrustHistory = z.output<typeof trustHistorySchema>;

/** The trust data file (trustWeights.json, or the file TRUST_WEIGHTS_FILE names). */
export const trustWeightsSchema = z
  .object({
    about: z.string().optional(),
    points: z
      .object({
        perAccountDay: points,
        accountDaysMax: count,
        emailConfirmed: points,
        perCompletedConversation: points,
        completedConversationsMax: count,
        perFriend: points,
        friendsMax: count,
        perUpheldReportMade: points,
        upheldReportsMadeMax: count,
        perUpheldReportAgainst: points,
        perSanction: z
          .object({
            warning: points,
            removal: points,
            termination: points,
            suspension: points,
            ban: points,
          })
          .strict(),
      })
      .strict(),
    levels: z
      .object({
        standardFrom: points,
        highFrom: points,
        lowBelow: points,
        lowForDaysAfterSanction: z.number().min(0),
        visitorsAtMost: z.enum(TRUST_LEVELS),
        countForDays: z.number().int().min(1),
        highNeedsCleanRecord: z.boolean(),
      })
      .strict()
      .refine((levels) => levels.lowBelow <= levels.standardFrom, {
        message: 'lowBelow must not be above standardFrom',
      })
      .refine((levels) => levels.standardFrom <= levels.highFrom, {
        message: 'standardFrom must not be above highFrom',
      }),
    effects: z
      .object({
        guardedWaitMs: ms,
        highHeadStartMs: ms,
        imagesLockedConversations: z.object({ new: count, low: count }).strict(),
        extraBlurMs: z.object({ new: ms, low: ms }).strict(),
        /** A stranger conversation shorter than this is not counted (a skip is no conversation). */
        conversationCountsAfterMs: z.number().int().min(0),
      })
      .strict(),
    examples: z
      .array(
        z
          .object({
            name: z.string(),
            history: trustHistorySchema,
            score: points,
            level: z.enum(TRUST_LEVELS),
          })
          .strict(),
      )
      .default([]),
  })
  .strict();

export type TrustWeights = z.output<typeof trustWeightsSchema>;

/** The data file as shipped (the examples the unit tests check). */
export const defaultTrustWeights: TrustWeights = trustWeightsSchema.parse(defaults);

const loaded = new Map<string, TrustWeights>();

/**
 * The weights in force: the file `file` names (TRUST_WEIGHTS_FILE, read once per process and
 * checked: an invalid file throws, so the server refuses to start), else the shipped ones.
 */
export function trustWeights(file: string | undefined): TrustWeights {
  if (!file) return defaultTrustWeights;
  let weights = loaded.get(file);
  if (!weights) {
    const parsed = trustWeightsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new Error(`TRUST_WEIGHTS_FILE ${file} is not valid: ${parsed.error.message}`);
    weights = parsed.data;
    loaded.set(file, weights);
  }
  return weights;
}
