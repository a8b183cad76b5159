import { Link } from 'wouter';
import { LegalDocs } from './legal-texts';
import '../auth-flows.css';

/** /legal/terms/, /legal/privacy/ (data policy), /legal/cookies/ and /press/ (000 §2 legal routes). */
export function LegalScreen({ doc }: { doc: keyof typeof LegalDocs }) {
  const d = LegalDocs[doc];
  return (
    <main className="app-main">
      <article className="legal">
        <h1>{d.title}</h1>
        <p className="muted">{d.updated}</p>
        {d.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </section>
        ))}
        <nav aria-label="Legal" className="flow__links">
          <Link href="/legal/terms/" className="link">
            Terms
          </Link>{' '}
          ·{' '}
          <Link href="/legal/privacy/" className="link">
            Data Policy
          </Link>{' '}
          ·{' '}
          <Link href="/legal/cookies/" className="link">
            Cookies
          </Link>{' '}
          ·{' '}
          <Link href="/press/" className="link">
            Press
          </Link>
        </nav>
      </article>
    </main>
  );
}
