import { useImageLoad } from '../../hooks/use-image-load';
import { useViewerPicture } from '../../hooks/use-viewer';
import { UserIcon } from '../../icons/user-icon';
import './profile-tab-icon.css';

/**
 * The Profile link's icon: the viewer's own picture (a new one shows at once, issue 11), or the
 * person outline when there is none or it does not come. Decorative: the link has the name.
 */
export function ProfileTabIcon() {
  const picture = useViewerPicture();
  const load = useImageLoad(picture);
  if (!picture || load.view !== 'image') return <UserIcon />;
  return <img key={load.attempt} className="avatar profile-tab-icon" src={picture} width={24} height={24} alt="" decoding="async" onError={load.onError} />;
}
