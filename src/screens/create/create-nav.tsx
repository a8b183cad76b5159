import { Link, useLocation } from 'wouter';
import { Paths } from '../../routes';

const ITEMS = [
  { href: Paths.createStyle, text: 'Post', match: ['/create/style'] },
  { href: Paths.createStory, text: 'Story', match: ['/create/story', Paths.camera] },
  { href: Paths.tvUpload, text: 'Long video', match: ['/tv/upload'] },
] as const;

/** What to create: a post, a story (also from the camera, /a/r/), or a long video (001 §7 Creation and upload). */
export function CreateNav() {
  const [location] = useLocation();
  return (
    <nav className="create-nav" aria-label="Create">
      {ITEMS.map((item) => {
        const here = item.match.some((m) => location.startsWith(m));
        return (
          <Link key={item.href} href={item.href} className={`create-nav__link${here ? ' create-nav__link--here' : ''}`} aria-current={here ? 'page' : undefined}>
            {item.text}
          </Link>
        );
      })}
    </nav>
  );
}
