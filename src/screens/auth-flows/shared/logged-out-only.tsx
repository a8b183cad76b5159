import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useViewerId } from '../../../hooks/use-viewer';

/** A logged-in viewer has no business on a login step: go home. */
export function LoggedOutOnly({ children }: { children: ReactNode }) {
  return useViewerId() === null ? <>{children}</> : <Redirect to="/" replace />;
}
