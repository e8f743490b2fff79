import { describe, expect, it } from 'vitest';
import { assessTrust, nextTrustLevel } from './trustLevel';
import { defaultTrustWeights, trustHistorySchema, trustWeightsSchema } from './weights';

const weights = defaultTrustWeights;

describe('trust level from history', () => {
  it('has worked examples for every level in the data file', () => {
    const levels = new Set(weights.examples.map((example) => example.level));
    expect([...levels].sort()).toEqual(['high', 'low', 'new', 'standard']);
  });

  // Each example of trustWeights.json: the score and level an operator reads there.
  for (const example of weights.examples) {
    it(`${example.name}: ${example.score} points, ${example.level}`, () => {
      const trust = assessTrust(example.history, weights);
      expect(trust.score).toBe(example.score);
      expect(trust.level).toBe(example.level);
    });
  }

  it('caps each positive signal and says how many points it can still add', () => {
    const history = trustHistorySchema.parse({ account: true, completedConversations: 25 });
    const conversations = assessTrust(history, weights).signals.find(
      (signal) => signal.signal === 'completedConversations',
    );
    expect(conversations).toEqual({
      signal: 'completedConversations',
      count: 25,
      points: 20,
      pointsLeft: 0,
    });
    const fresh = assessTrust(trustHistorySchema.parse({ account: true }), weights);
    expect(fresh.signals.find((signal) => signal.signal === 'friends')?.pointsLeft).toBe(10);
  });

  it('holds a sanctioned person at low for the configured days, however many points', () => {
    const history = trustHistorySchema.parse({
      account: true,
      accountAgeDays: 400,
      emailConfirmed: true,
      completedConversations: 100,
      friendsAccepted: 50,
      sanctions: { warning: 1 },
      daysSinceLastSanction: 29,
    });
    expect(assessTrust(history, weights)).toMatchObject({ level: 'low', lowForDays: 1 });
    const later = { ...history, daysSinceLastSanction: 30 };
    expect(assessTrust(later, weights)).toMatchObject({ level: 'standard', lowForDays: 0 });
  });

  it('follows tuned weights: the thresholds come from the data file', () => {
    const strict = trustWeightsSchema.parse({
      ...weights,
      levels: { ...weights.levels, standardFrom: 30, highFrom: 60 },
      examples: [],
    });
    const history = trustHistorySchema.parse({ completedConversations: 12 });
    expect(assessTrust(history, weights).level).toBe('standard');
    expect(assessTrust(history, strict).level).toBe('new');
    expect(nextTrustLevel('new', strict)).toEqual({ level: 'standard', score: 30 });
    expect(nextTrustLevel('high', strict)).toBeNull();
  });

  it('refuses a data file whose thresholds are out of order', () => {
    const broken = { ...weights, levels: { ...weights.levels, standardFrom: 50, highFrom: 40 } };
    expect(trustWeightsSchema.safeParse(broken).success).toBe(false);
  });
});
