/** Added (contacts): the query keys of the two contacts pages, so each can refresh the other's. */

/** The accounts of the person's contacts (Connect contacts). */
export const contactMatchesKey = (viewerId: string | null) => ['contact-matches', viewerId] as const;

/** The contacts uploaded (Contact syncing); a prefix of that page's key, which adds the pending delete. */
export const contactHistoryKey = (viewerId: string | null) => ['contact-history', viewerId] as const;
