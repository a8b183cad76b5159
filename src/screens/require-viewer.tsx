import type { ReactNode } from 'react';
import { useViewerId } from '../hooks/use-viewer';
import { LoginScreen } from './login/login-screen';

/** Signed-in pages show the login screen in place for a logged-out visitor (000 §1). */
export function RequireViewer({ children }: { children: ReactNode }) {
  return useViewerId() === null ? <LoginScreen inPlace /> : <>{children}</>;
}
