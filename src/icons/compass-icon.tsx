import { Icon, type IconProps } from './icon';

export function CompassIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" fill={filled ? 'currentColor' : 'none'} />
    </Icon>
  );
}
