import { useRouter } from 'wouter';

/**
 * The address's query string as the browser holds it (without the '?'). wouter's useSearch
 * decodes it once (decodeURI) before returning it, so reading its values with URLSearchParams
 * decoded them twice: a value holding "%25" ("%2F" in a `next`, a redirect_uri, an outbound
 * address) came out changed. This asks the router's own search hook (the browser's search, or
 * the server render's ssrSearch), as useSearch does, without that decoding.
 */
export function useRawSearch(): string {
  const router = useRouter();
  const search = router.searchHook(router);
  return search.startsWith('?') ? search.slice(1) : search;
}

/** The query's values, decoded once. */
export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(useRawSearch());
}
