import { Link } from 'wouter';
import { profilePath } from '../routes';

/** The bold username linking to the profile (001 §2 Links: /{username}/). */
export function UsernameLink({ username, className }: { username: string; className?: string }) {
  return (
    <Link href={profilePath(username)} className={`username-link${className ? ` ${className}` : ''}`}>
      {username}
    </Link>
  );
}
