/**
 * Runs a worker call whose result the UI does not wait for (the mirror shows the outcome),
 * so a rejected promise is logged rather than left floating.
 */
export function fire(promise: Promise<unknown>, what: string): void {
  promise.catch((error: unknown) => {
    console.error(`[ui] ${what} failed`, error);
  });
}
