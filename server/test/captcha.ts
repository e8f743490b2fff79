import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestClient } from './support';

/**
 * The payload the ALTCHA widget (altcha 3.x, v2 challenges) submits: base64 of
 * JSON `{ challenge: { parameters, signature }, solution: { counter, derivedKey, time } }`.
 */
export function widgetPayload(challenge: Challenge, solution: Solution): string {
  const json = JSON.stringify({
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  });
  return Buffer.from(json).toString('base64');
}

/** Solves an ALTCHA challenge the way the widget does. */
export async function solveAltcha(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return solution;
}

/** Fetches a challenge from the server, solves it and returns a payload valid once (tests run with ALTCHA_MAX_NUMBER=2000). */
export async function solveCaptcha(client: TestClient): Promise<string> {
  const response = await client.get<Challenge>('/api/captcha/challenge');
  if (response.status !== 200)
    throw new Error(`challenge failed: ${response.status} ${JSON.stringify(response.body)}`);
  return widgetPayload(response.body, await solveAltcha(response.body));
}

/**
 * As solveCaptcha, for one browser: the challenge is asked with its visitor id (from `address`
 * through X-Forwarded-For when given), as the web app asks. `longer` says which one it got.
 */
export async function solveCaptchaFor(
  client: TestClient,
  visitorId: string,
  address?: string,
): Promise<{ payload: string; longer: boolean }> {
  const response = await client.request<Challenge>(
    'GET',
    `/api/captcha/challenge?visitorId=${visitorId}`,
    { headers: address ? { 'x-forwarded-for': address } : {} },
  );
  if (response.status !== 200)
    throw new Error(`challenge failed: ${response.status} ${JSON.stringify(response.body)}`);
  const challenge = response.body;
  return {
    payload: widgetPayload(challenge, await solveAltcha(challenge)),
    longer: challenge.parameters.data?.level === 'longer',
  };
}
