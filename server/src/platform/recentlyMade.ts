/**
 * Values made lately from a secret and a key (a keyed hash, a signed token), so one asked for
 * again is not made again. At most `max` per secret; the oldest made goes first.
 */
export function recentlyMade<V>(max: number) {
  const bySecret = new Map<string, Map<string, V>>();
  return {
    get: (secret: string, key: string): V | undefined => bySecret.get(secret)?.get(key),
    set(secret: string, key: string, value: V): void {
      let made = bySecret.get(secret);
      if (!made) bySecret.set(secret, (made = new Map()));
      // Re-inserted, so that it is the newest.
      made.delete(key);
      made.set(key, value);
      if (made.size > max) made.delete(made.keys().next().value!);
    },
  };
}
