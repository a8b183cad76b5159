import type { ReactNode } from 'react';
import './auth.css';

/** The logged-out frame: a centred card with the logo, and a second card under it. */
export function AuthLayout({ title, intro, children, footer }: { title: string; intro?: string | undefined; children: ReactNode; footer: ReactNode }) {
  return (
    <main className="app-main auth">
      <div className="auth__column">
        <section className="auth__card">
          <p className="auth__logo" aria-hidden="true">
            Lumen
          </p>
          <h1 className="visually-hidden">{title}</h1>
          {intro ? <p className="auth__intro">{intro}</p> : null}
          {children}
        </section>
        <section className="auth__card auth__card--footer">{footer}</section>
      </div>
    </main>
  );
}
