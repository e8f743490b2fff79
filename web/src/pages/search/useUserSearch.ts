import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchResult } from '@serendip/protocol';
import { searchUsers, sendFriendRequest } from '../../api/friends';
import { errorMessage } from '../../api/http';
import { accountText } from '../../i18n/namespaces/account';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search Users state: searches as the user types (debounced) and on submit; a blank query
 * clears the results without a call. The term is kept in ?q= so Back restores it.
 */
export function useUserSearch() {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [searched, setSearched] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef({ request: 0, term: '' });

  const run = useCallback(
    async (text: string, force = false) => {
      const term = text.trim();
      if (!force && term === latest.current.term) return;
      const request = latest.current.request + 1;
      latest.current = { request, term };
      const current = () => latest.current.request === request;
      setParams(term ? { q: term } : {}, { replace: true });
      if (!term) {
        setResults([]);
        setSearched(false);
        setLoading(false);
        return;
      }
      setLoading(true);
      setError(null);
      try {
        const found = await searchUsers(term);
        if (!current()) return;
        setResults(found);
        setSearched(true);
      } catch (failure) {
        if (!current()) return;
        setResults([]);
        setSearched(false);
        setError(errorMessage(failure, accountText('search.failed')));
      } finally {
        if (current()) setLoading(false);
      }
    },
    [setParams],
  );

  useEffect(() => {
    if (!query.trim()) {
      void run(query);
      return;
    }
    const timer = setTimeout(() => void run(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, run]);

  const submit = () => run(query, true);

  const addFriend = async (person: SearchResult) => {
    setSending((ids) => new Set(ids).add(person._id));
    try {
      await sendFriendRequest(person._id);
      // A request to someone who had already asked makes the two friends at once.
      const becameFriends = person.requestReceived;
      setResults((list) =>
        list.map((item) =>
          item._id !== person._id
            ? item
            : becameFriends
              ? { ...item, isFriend: true, requestReceived: false }
              : { ...item, requestSent: true },
        ),
      );
    } catch (failure) {
      setError(errorMessage(failure, accountText('search.requestFailed')));
    } finally {
      setSending((ids) => {
        const next = new Set(ids);
        next.delete(person._id);
        return next;
      });
    }
  };

  return {
    query,
    setQuery,
    submit,
    results,
    searched,
    loading,
    error,
    clearError: () => setError(null),
    sending,
    addFriend,
  };
}
