import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** Added (ppost), issue 12: the comment a reply answers (001 §7 replied_to_comment_id). */
export interface ReplyTarget {
  commentId: string;
  username: string;
  /** Grows with each tap on Reply, so a second tap on the same comment prefills again. */
  nonce: number;
}

interface ReplyState {
  target: ReplyTarget | null;
  start(commentId: string, username: string): void;
  clear(): void;
}

const ReplyContext = createContext<ReplyState | null>(null);

/** Shares "Reply" between the comments of a post and its comment box. */
export function ReplyProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<ReplyTarget | null>(null);
  const value = useMemo<ReplyState>(
    () => ({
      target,
      start: (commentId, username) => setTarget((t) => ({ commentId, username, nonce: (t?.nonce ?? 0) + 1 })),
      clear: () => setTarget(null),
    }),
    [target],
  );
  return <ReplyContext.Provider value={value}>{children}</ReplyContext.Provider>;
}

/** Null outside a ReplyProvider (the feed's cards: no Reply there). */
export const useReply = (): ReplyState | null => useContext(ReplyContext);

/** The reply target the text still answers: it must begin with the @username the tap put there. */
export function repliedTo(target: ReplyTarget | null, text: string): string | null {
  if (target === null) return null;
  return text.trimStart().startsWith(`@${target.username}`) ? target.commentId : null;
}
