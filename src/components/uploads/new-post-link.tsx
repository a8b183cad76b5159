import { Link, useLocation } from 'wouter';
import { Paths } from '../../routes';
import { NewPostIcon } from './new-post-icon';

/** "New post": to the composer (001 §7 Creation and upload), for the top bar and the tab bar. */
export function NewPostLink({ className }: { className: string }) {
  const [location] = useLocation();
  // The composer's three tabs: Post and Story under /create/, Long video at /tv/upload (with or without the slash).
  const here = location.startsWith('/create/') || location.startsWith('/tv/upload');
  return (
    <Link href={Paths.createStyle} className={className} aria-label="New post" aria-current={here ? 'page' : undefined}>
      <NewPostIcon />
    </Link>
  );
}
