import type { ReactNode } from 'react';

export interface IconProps {
  size?: number;
  className?: string;
}

/** A decorative 24×24 SVG: the control that holds it carries the accessible name. */
export function Icon({ size = 24, className, children, filled = false }: IconProps & { children: ReactNode; filled?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
