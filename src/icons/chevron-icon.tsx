import { Icon, type IconProps } from './icon';

const PATHS = { left: 'm15 5-7 7 7 7', right: 'm9 5 7 7-7 7', down: 'm5 9 7 7 7-7', up: 'm5 15 7-7 7 7' } as const;

export function ChevronIcon({ direction, ...props }: IconProps & { direction: keyof typeof PATHS }) {
  return (
    <Icon {...props}>
      <path d={PATHS[direction]} />
    </Icon>
  );
}
