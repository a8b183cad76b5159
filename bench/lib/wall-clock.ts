/**
 * A clock comparable across the page and its workers: performance.timeOrigin + now() (each
 * context has its own time origin). Any leftover offset is measured by ping-pong.
 */
export const wallNow = (): number => performance.timeOrigin + performance.now();
