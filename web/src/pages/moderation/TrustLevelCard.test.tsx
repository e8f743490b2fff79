// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountTrust } from '@serendip/protocol';
import { freshQueryCache } from '../../testSupport/queryCache';
import { TrustLevelCard } from './TrustLevelCard';

const signal = (
  name: AccountTrust['signals'][number]['signal'],
  count: number,
  points: number,
  pointsLeft: number,
) => ({
  signal: name,
  count,
  points,
  pointsLeft,
});

const lowTrust: AccountTrust = {
  level: 'low',
  score: -3,
  next: { level: 'new', score: 0 },
  lowUntil: '2026-12-20T12:00:00.000Z',
  signals: [
    signal('accountAge', 4, 2, 13),
    signal('emailConfirmed', 0, 0, 5),
    signal('completedConversations', 0, 0, 20),
    signal('friends', 5, 10, 0),
    signal('upheldReportsMade', 0, 0, 6),
    signal('upheldReportsAgainst', 1, -10, 0),
    signal('sanctions', 1, -5, 0),
  ],
  limits: { imagesLockedFor: 10, extraBlurMs: 8000 },
};

beforeEach(freshQueryCache);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TrustLevelCard', () => {
  it('shows the level, its limits, what it is made of and how to raise it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(lowTrust), { status: 200 })),
    );
    render(<TrustLevelCard />);
    expect(await screen.findByText('Low')).toBeTruthy();
    expect(screen.getByText(/keeps your level low until/)).toBeTruthy();
    expect(
      screen.getByText('You can send images in anonymous chat after 10 more chats with strangers.'),
    ).toBeTruthy();
    expect(screen.getByText('-3 points · New from 0')).toBeTruthy();
    expect(
      screen.getByRole('row', { name: /Reports against you that were upheld/ }).textContent,
    ).toContain('-10 pts');
    // Ways to rise: only signals that can still add points (friends are at their cap).
    const ways = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(ways).toHaveLength(4);
    expect(ways.some((way) => way?.startsWith('Make friends'))).toBe(false);
    expect(ways).toContain(
      'Chat with strangers for a minute or more, kindly: each chat nobody reports counts. (up to +20 more)',
    );
  });
});
