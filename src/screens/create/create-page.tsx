import type { ReactNode } from 'react';
import { CreateAlert } from './create-alert';
import { CreateNav } from './create-nav';

interface CreatePageProps {
  title: string;
  /** Shown as an alert under the tabs (a refused file, a failed share). */
  error: string | null;
  children: ReactNode;
}

/** The frame of the creation screens (post, story, long video): title, the tabs between them, the alert. */
export function CreatePage({ title, error, children }: CreatePageProps) {
  return (
    <main className="app-main">
      <div className="column create">
        <h1 className="create__title">{title}</h1>
        <CreateNav />
        <CreateAlert error={error} />
        {children}
      </div>
    </main>
  );
}
