let altchaLoading: Promise<void> | undefined;

/**
 * Registers <altcha-widget> (82 KB of script and two worker wrappers), once. Not part of any page's
 * first render: AltchaCaptcha shows a stand-in checkbox and calls this when someone reaches for
 * it. The "external" build keeps styles and workers in files of their own, so a strict
 * Content-Security-Policy (no inline styles, no blob: workers) still allows it.
 */
export function loadAltcha(): Promise<void> {
  altchaLoading ??= Promise.all([
    import('altcha/external'),
    import('altcha/workers/sha?worker'),
    import('altcha/workers/pbkdf2?worker'),
  ]).then(([, sha, pbkdf2]) => {
    for (const bits of ['256', '384', '512']) {
      $altcha.algorithms.set(`SHA-${bits}`, () => new sha.default());
      $altcha.algorithms.set(`PBKDF2/SHA-${bits}`, () => new pbkdf2.default());
    }
  });
  // A failed fetch may be tried again (the captcha's "Try again").
  altchaLoading.catch(() => {
    altchaLoading = undefined;
  });
  return altchaLoading;
}

/** Starts loading the widget ahead of need (pointer over or focus on the captcha). */
export function prefetchAltcha(): void {
  loadAltcha().catch(() => {
    // the click that needs it loads it again and shows the failure
  });
}
