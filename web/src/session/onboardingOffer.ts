/**
 * Someone who signs up in the middle of a stranger chat stays in the chat: onboarding is offered
 * (a banner) rather than forced, for the rest of the browser tab's session.
 */
const KEY = 'onboardingOffered';

export function offerOnboardingLater(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // storage off: the gate sends them to onboarding after the chat as before
  }
}

/** Whether onboarding is only offered (not forced) in this tab. */
export function onboardingOffered(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
