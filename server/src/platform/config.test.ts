import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig: TOKEN_TTL', () => {
  it('takes the default and spans as the README documents them', () => {
    expect(loadConfig({}).tokenTtl).toBe('30d');
    for (const span of ['12h', '90 minutes', '7 days'])
      expect(loadConfig({ TOKEN_TTL: span }).tokenTtl).toBe(span);
  });

  it('refuses what is not a span, at start and with the setting named', () => {
    for (const span of ['forever', '-1d', '', '0'])
      expect(() => loadConfig({ TOKEN_TTL: span })).toThrow(
        /TOKEN_TTL: a time span such as 30d, 12h or 90 minutes/,
      );
  });
});

describe('loadConfig: CHECK_RESULTS', () => {
  it('is off by default and on only where asked', () => {
    expect(loadConfig({}).checkResults).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', CHECK_RESULTS: 'on' }).checkResults).toBe(true);
  });

  it('refuses to check answers in production', () => {
    expect(() => loadConfig({ CHECK_RESULTS: 'on' })).toThrow(
      /CHECK_RESULTS: on is for tests only/,
    );
  });
});
