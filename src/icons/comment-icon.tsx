import { Icon, type IconProps } from './icon';

export function CommentIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20.7 16.6A9 9 0 1 0 17 20.3L21.5 21.5Z" />
    </Icon>
  );
}
