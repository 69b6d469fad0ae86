import type { IconProps } from '../Icon/makeIcon';

/** An arrow up onto a tray: upload (Material Design Icons, Apache 2.0). Decorative. */
export function UploadIcon({ size = '1em', ...props }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d="M9 16h6v-6h4l-7-7-7 7h4zm-4 2h14v2H5z" />
    </svg>
  );
}
