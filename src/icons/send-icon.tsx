import { Icon, type IconProps } from './icon';

/** The paper plane of direct messages (Added, dmui, issue 13). */
export function SendIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props} filled={filled}>
      <path d="M22 3 9.2 10.1" />
      <path d="M22 3 15 21l-5.8-10.9L2.5 6.8 22 3Z" />
    </Icon>
  );
}
