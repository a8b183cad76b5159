/**
 * Messages from the worker to the main-thread mirror, on a dedicated MessagePort.
 * DESIGN.md: the mirror is updated by small patches, never whole-state copies (the first
 * message is the one snapshot).
 */
import type { ClientState } from './model';

export type PatchOp =
  | { op: 'set'; path: readonly string[]; value: unknown }
  | { op: 'del'; path: readonly string[] };

export type MirrorMessage =
  | { type: 'snapshot'; seq: number; state: ClientState }
  | { type: 'patches'; seq: number; patches: PatchOp[] };
