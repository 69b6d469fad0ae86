import type { SVGProps } from 'react';

/** Props of every icon. Icons are decorative (`aria-hidden`): label the control that holds them. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in pixels (or any CSS length). Defaults to 1em, following the text size. */
  size?: number | string;
}

/** An icon component drawing one 24 × 24 path; each icon is a module of its own (icons/), so a page's
 * chunk carries only the icons it shows. */
export function makeIcon(name: string, path: string) {
  function Icon({ size = '1em', ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        <path d={path} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

