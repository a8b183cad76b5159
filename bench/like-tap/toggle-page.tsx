/**
 * Baseline page for the like tap: twelve articles, each with a Like button that is a plain
 * React state toggle (useState, no worker, no outbox, no mirror), named and pressed like the
 * app's (src/components/post/post-actions.tsx).
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function LikeToggle() {
  const [liked, setLiked] = useState(false);
  return (
    <button type="button" aria-label={liked ? 'Unlike' : 'Like'} aria-pressed={liked} onClick={() => setLiked((v) => !v)}>
      {liked ? '♥' : '♡'}
    </button>
  );
}

function Feed() {
  return (
    <main>
      {Array.from({ length: 12 }, (_, i) => (
        <article key={i} style={{ height: 480, borderBottom: '1px solid #ddd' }}>
          <p>Post {i + 1}</p>
          <LikeToggle />
        </article>
      ))}
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><Feed /></StrictMode>);
