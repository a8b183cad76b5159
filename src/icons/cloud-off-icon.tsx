import { Icon, type IconProps } from './icon';

export function CloudOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 3l18 18M8.5 6.3A6 6 0 0 1 17.7 10 4.5 4.5 0 0 1 20 18M17 19H7a5 5 0 0 1-1.4-9.8" />
    </Icon>
  );
}
