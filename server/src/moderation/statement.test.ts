import { describe, expect, it } from 'vitest';
import { statementOf, type AppealRow, type SanctionRow } from './statement';

const HOUR = 60 * 60_000;

function sanction(fields: Partial<SanctionRow>): SanctionRow {
  return {
    id: '0190a3f0-0000-7000-8000-000000000001',
    userId: '0190a3f0-0000-7000-8000-000000000002',
    visitorKey: null,
    ipKey: null,
    kind: 'suspension',
    rule: 'respect',
    note: 'Threats in messages',
    content: { kind: 'photo' },
    automatic: false,
    decidedBy: '0190a3f0-0000-7000-8000-000000000003',
    expiresAt: null,
    liftedAt: null,
    createdAt: new Date(Date.now() - HOUR),
    ...fields,
  };
}

describe('statementOf', () => {
  it('an active suspension says until when, why, and that it can be appealed', () => {
    const expiresAt = new Date('2099-03-04T05:06:00Z');
    const statement = statementOf(sanction({ expiresAt }));
    expect(statement.message).toBe(
      'You are suspended until 2099-03-04 05:06 UTC for a photo, under the rule "Respect everyone" (a moderator’s decision). Note: Threats in messages. You can appeal it within 6 months.',
    );
    expect(statement).toMatchObject({
      decision: 'suspension',
      expiresAt: expiresAt.toISOString(),
      liftedAt: null,
      appealUntil: expect.any(String),
      appeal: null,
    });
  });

  it('an expired suspension reads as ended, in the past tense', () => {
    const expiresAt = new Date(Date.now() - 60_000);
    const { message } = statementOf(sanction({ expiresAt }));
    expect(message).toMatch(/^You were suspended until \d{4}-\d\d-\d\d \d\d:\d\d UTC for a photo/);
    expect(message).toContain('This suspension has ended.');
    expect(message).not.toContain('You are suspended');
  });

  it('a reversed suspension reads as reversed, with no end date', () => {
    const liftedAt = new Date('2026-11-28T20:15:00Z');
    const appeal: AppealRow = {
      id: '0190a3f0-0000-7000-8000-000000000004',
      sanctionId: '0190a3f0-0000-7000-8000-000000000001',
      text: 'It was a joke between friends.',
      status: 'reversed',
      decidedBy: '0190a3f0-0000-7000-8000-000000000005',
      decision: 'The message was not a threat.',
      createdAt: new Date(Date.now() - HOUR / 2),
      decidedAt: liftedAt,
    };
    const statement = statementOf(
      sanction({ expiresAt: new Date(Date.now() + 23 * HOUR), liftedAt }),
      appeal,
    );
    expect(statement.message).toBe(
      'You were suspended for a photo, under the rule "Respect everyone" (a moderator’s decision). Note: Threats in messages. This suspension was reversed on 2026-11-28 20:15 UTC.',
    );
    expect(statement.message).not.toMatch(/until|You are suspended/);
    expect(statement).toMatchObject({
      liftedAt: liftedAt.toISOString(),
      appealUntil: null,
      appeal: { status: 'reversed', decision: 'The message was not a threat.' },
    });
  });

  it('a ban is permanent, has no end and can be appealed; reversed, it reads as reversed', () => {
    const ban = sanction({ kind: 'ban', rule: 'illegal', note: '', content: null });
    const active = statementOf(ban);
    expect(active.message).toBe(
      'You are permanently banned, under the rule "Nothing illegal" (a moderator’s decision). You can appeal it within 6 months.',
    );
    expect(active).toMatchObject({
      decision: 'ban',
      expiresAt: null,
      appealUntil: expect.any(String),
    });
    const reversed = statementOf({ ...ban, liftedAt: new Date('2026-11-28T21:00:00Z') });
    expect(reversed.message).toBe(
      'You were banned, under the rule "Nothing illegal" (a moderator’s decision). This ban was reversed on 2026-11-28 21:00 UTC.',
    );
  });

  it('an appealed decision offers no second appeal', () => {
    const appeal = {
      id: '0190a3f0-0000-7000-8000-000000000006',
      sanctionId: '0190a3f0-0000-7000-8000-000000000001',
      text: 'Please look again.',
      status: 'open',
      decidedBy: null,
      decision: null,
      createdAt: new Date(),
      decidedAt: null,
    } satisfies AppealRow;
    const statement = statementOf(sanction({ expiresAt: new Date(Date.now() + HOUR) }), appeal);
    expect(statement.appealUntil).toBeNull();
    expect(statement.appeal).toEqual({ status: 'open', decision: null });
    expect(statement.message).not.toContain('You can appeal');
  });
});
