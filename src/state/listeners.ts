/** A set of listeners called in subscription order (the mirror's, the frame batch's). */
export interface Listeners<A> {
  /** Adds `listener`; returns the unsubscribe. */
  subscribe(listener: (arg: A) => void): () => void;
  call(arg: A): void;
  clear(): void;
}

export function createListeners<A>(): Listeners<A> {
  const listeners = new Set<(arg: A) => void>();
  /** The listeners as an array, made again only after a (un)subscribe. */
  let calling: readonly ((arg: A) => void)[] | null = null;
  return {
    subscribe(listener) {
      listeners.add(listener);
      calling = null;
      return () => {
        listeners.delete(listener);
        calling = null;
      };
    },
    call(arg) {
      calling ??= [...listeners];
      for (const l of calling) l(arg);
    },
    clear() {
      listeners.clear();
      calling = null;
    },
  };
}
