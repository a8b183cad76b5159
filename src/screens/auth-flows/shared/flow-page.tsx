import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useViewerId } from '../../../hooks/use-viewer';
import { AuthLayout } from '../../auth/auth-layout';
import '../auth-flows.css';

/** The frame of the entry-flow pages: the auth card, a title a screen reader reads, a footer. */
export function FlowPage({ title, heading, children, footer }: { title: string; heading?: string | undefined; children: ReactNode; footer?: ReactNode }) {
  const loggedIn = useViewerId() !== null;
  return (
    <AuthLayout
      title={title}
      footer={
        footer ?? (
          <p>
            <Link href={loggedIn ? '/' : '/accounts/login/'} className="link">
              {loggedIn ? 'Back to Lumen' : 'Back to login'}
            </Link>
          </p>
        )
      }
    >
      {heading ? <h2 className="flow__heading">{heading}</h2> : null}
      {children}
    </AuthLayout>
  );
}

/** A short status line read out by screen readers. */
export function FlowStatus({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <p className={tone === 'error' ? 'auth__alert' : 'flow__status'} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** A page whose check got no answer (offline, 429, 5xx): what went wrong and Try again. */
export function FlowRetry({ title, heading, text, onRetry }: { title: string; heading: string; text: string; onRetry: () => void }) {
  return (
    <FlowPage title={title} heading={heading}>
      <FlowStatus tone="error">{text}</FlowStatus>
      <div className="flow__actions">
        <button type="button" className="primary-button" onClick={onRetry}>
          Try again
        </button>
      </div>
    </FlowPage>
  );
}
