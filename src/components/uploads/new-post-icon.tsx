import { Icon, type IconProps } from '../../icons/icon';

export function NewPostIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <path d="M12 8v8M8 12h8" />
    </Icon>
  );
}
