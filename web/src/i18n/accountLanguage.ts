import { isLanguage, type LanguageCode } from './languages';

/** What keeping the language on the account needs from the app; tests give fakes. */
export interface AccountLanguagePorts {
  /** Whether someone is signed in on this device. */
  signedIn(): boolean;
  /** Saves the language on the account (PUT /api/users/profile { language }). */
  save(language: LanguageCode): Promise<unknown>;
  /** Switches the app to a language and remembers it in this browser. */
  apply(language: LanguageCode): Promise<void>;
  /** The language the app speaks now. */
  current(): string;
  /** A language picked in this browser that the account has not taken yet. */
  unsent: { get(): LanguageCode | null; set(language: LanguageCode | null): void };
}

/**
 * The interface language kept on the account. The account's language wins over the browser's
 * default, so a person reads the same language on every device; but a language picked by hand
 * in this browser is the freshest wish, so it goes to the account (at once when signed in, else
 * at the next sign-in) rather than being overridden by it. Saving is best effort: a failure
 * leaves the pick unsent, to be sent when the account next loads.
 */
export function createAccountLanguage(ports: AccountLanguagePorts) {
  const send = async (language: LanguageCode) => {
    try {
      await ports.save(language);
      if (ports.unsent.get() === language) ports.unsent.set(null);
    } catch {
      // Quietly kept unsent: the language still applies here, and is sent again later.
    }
  };

  return {
    /** The person picked a language in this browser (it is applied by the caller). */
    async picked(language: LanguageCode): Promise<void> {
      ports.unsent.set(language);
      if (ports.signedIn()) await send(language);
    },

    /** The signed-in account loaded (or changed), with the language it keeps, if any. */
    async accountLoaded(accountLanguage: string | undefined): Promise<void> {
      const unsent = ports.unsent.get();
      if (unsent) {
        if (unsent === accountLanguage) ports.unsent.set(null);
        else await send(unsent);
        return;
      }
      if (!accountLanguage || !isLanguage(accountLanguage)) return;
      if (accountLanguage !== ports.current()) await ports.apply(accountLanguage).catch(() => {});
    },
  };
}

export type AccountLanguage = ReturnType<typeof createAccountLanguage>;
