import type { IconProps } from '../Icon/makeIcon';

/** A chevron pointing down: the list opens below (Material Design Icons, Apache 2.0). Decorative. */
export function ChevronDownIcon({ size = '1em', ...props }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
    </svg>
  );
}
