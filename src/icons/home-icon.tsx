import { Icon, type IconProps } from './icon';

export function HomeIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props} filled={filled}>
      <path d="M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3Z" />
    </Icon>
  );
}
