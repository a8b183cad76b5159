import { Fragment, useMemo } from 'react';
import { Link } from 'wouter';
import { textSegments } from '../../sync/api/text-entities';
import { profilePath, tagPath } from '../routes';
import './rich-text.css';

/**
 * Caption or comment text with its hashtags and @mentions as links (issue 12), split by the
 * one rule the server's index uses (sync/api/text-entities.ts).
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const segments = useMemo(() => textSegments(text), [text]);
  return (
    <span className={className}>
      {segments.map((s, i) =>
        s.kind === 'text' ? (
          <Fragment key={i}>{s.text}</Fragment>
        ) : (
          <Link key={i} href={s.kind === 'hashtag' ? tagPath(s.name) : profilePath(s.username)} className="rich-text__link">
            {s.text}
          </Link>
        ),
      )}
    </span>
  );
}
