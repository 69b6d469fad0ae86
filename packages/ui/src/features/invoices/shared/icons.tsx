import type { SVGProps } from 'react';

// Icons the invoice screens need beyond the primitives' set; the same shape as primitives/Icon
// (Material Design Icons paths, Apache 2.0; decorative, so the control holding one is labelled).

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string };

function svgIcon(name: string, path: string) {
  function Icon({ size = '1em', ...props }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
        <path d={path} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

/** An arrow into a tray: download (the invoice's PDF). */
export const DownloadIcon = svgIcon('DownloadIcon', 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z');

/** Two sheets: copy (an invoice). */
export const CopyIcon = svgIcon(
  'CopyIcon',
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z',
);
