import { Icon, type IconProps } from './icon';

export function ChevronIcon({ direction, ...props }: IconProps & { direction: 'left' | 'right' }) {
  return <Icon {...props}>{direction === 'left' ? <path d="m15 5-7 7 7 7" /> : <path d="m9 5 7 7-7 7" />}</Icon>;
}
