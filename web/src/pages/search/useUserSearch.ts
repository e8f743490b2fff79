import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData } from '@tanstack/react-query';
import type { SearchResult } from '@serendip/protocol';
import { searchUsers, sendFriendRequest } from '../../api/friends';
import { errorMessage } from '../../api/http';
import { loadError, queryClient, useApiMutation, useApiQuery } from '../../api/queries';
import { accountText } from '../../i18n/namespaces/account';

export const SEARCH_DEBOUNCE_MS = 300;

const SEARCH_KEY = ['users', 'search'] as const;

/**
 * Search Users state: searches as the user types (debounced) and on submit; a blank query
 * clears the results without a call. The term is kept in ?q= so Back restores it.
 */
export function useUserSearch() {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  // The term searched for: the typed text once typing pauses, or at once on submit.
  const [term, setTerm] = useState('');
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const [dismissed, setDismissed] = useState<unknown>(null);

  const search = useApiQuery({
    queryKey: [...SEARCH_KEY, term],
    queryFn: ({ signal }) => searchUsers(term, signal),
    enabled: term !== '',
    // The last results stay on screen while the next term is searched for.
    placeholderData: keepPreviousData,
  });
  const { refetch } = search;

  const request = useApiMutation({
    mutationFn: (person: SearchResult) => sendFriendRequest(person._id),
    onMutate: (person) => setSending((ids) => new Set(ids).add(person._id)),
    onSuccess: (_sent, person) => {
      // A request to someone who had already asked makes the two friends at once.
      const becameFriends = person.requestReceived;
      queryClient.setQueriesData<SearchResult[]>({ queryKey: SEARCH_KEY }, (list) =>
        list?.map((item) =>
          item._id !== person._id
            ? item
            : becameFriends
              ? { ...item, isFriend: true, requestReceived: false }
              : { ...item, requestSent: true },
        ),
      );
    },
    onSettled: (_sent, _error, person) =>
      setSending((ids) => {
        const next = new Set(ids);
        next.delete(person._id);
        return next;
      }),
  });
  const { reset: resetRequest } = request;

  const searchFor = useCallback(
    (text: string, force = false) => {
      const next = text.trim();
      setParams(next ? { q: next } : {}, { replace: true });
      resetRequest();
      if (next !== term) setTerm(next);
      else if (force && next) void refetch();
    },
    [term, setParams, resetRequest, refetch],
  );

  useEffect(() => {
    if (query.trim() === term) return;
    if (!query.trim()) {
      searchFor(query);
      return;
    }
    const timer = setTimeout(() => searchFor(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, term, searchFor]);

  const failed = term !== '' && search.isError;
  const searchError =
    failed && search.error !== dismissed ? loadError(search, accountText('search.failed')) : null;
  const requestError = request.error
    ? errorMessage(request.error, accountText('search.requestFailed'))
    : null;

  return {
    query,
    setQuery,
    submit: () => searchFor(query, true),
    results: term && !failed ? (search.data ?? []) : [],
    searched: term !== '' && search.isSuccess && !search.isPlaceholderData,
    loading: term !== '' && search.isFetching,
    error: requestError ?? searchError,
    clearError: () => {
      resetRequest();
      setDismissed(search.error);
    },
    sending,
    addFriend: (person: SearchResult) => request.mutate(person),
  };
}
