import { Icon, type IconProps } from './icon';

export function BookmarkIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props} filled={filled}>
      <path d="M19 21 12 15.6 5 21V3.5h14Z" />
    </Icon>
  );
}
