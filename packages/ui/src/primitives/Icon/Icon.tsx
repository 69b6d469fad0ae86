import type { SVGProps } from 'react';

/** Props of every icon. Icons are decorative (`aria-hidden`): label the control that holds them. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in pixels (or any CSS length). Defaults to 1em, following the text size. */
  size?: number | string;
}

function makeIcon(name: string, path: string) {
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

// Paths from Material Design Icons (Apache 2.0), the icon set Kwartier's screens were drawn with.
/** A cross: close or clear. */
export const CloseIcon = makeIcon(
  'CloseIcon',
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
);
/** A magnifier: search. */
export const SearchIcon = makeIcon(
  'SearchIcon',
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
);
/** A waste bin: delete. */
export const DeleteIcon = makeIcon(
  'DeleteIcon',
  'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z',
);
/** A plus: add. */
export const AddIcon = makeIcon('AddIcon', 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z');
/** A tick: checked, success. */
export const CheckIcon = makeIcon('CheckIcon', 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z');
/** A minus: indeterminate. */
export const MinusIcon = makeIcon('MinusIcon', 'M19 13H5v-2h14z');
/** A person: account, profile. */
export const AccountIcon = makeIcon(
  'AccountIcon',
  'M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4',
);
/** A door with an arrow: log out. */
export const LogoutIcon = makeIcon(
  'LogoutIcon',
  'm17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z',
);
/** A chevron pointing up: expand menu upwards. */
/** Three lines: opens the navigation on a narrow screen. */
export const MenuIcon = makeIcon('MenuIcon', 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z');

export const ChevronUpIcon = makeIcon('ChevronUpIcon', 'M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z');
/** A circle with an exclamation mark: error. */
export const ErrorIcon = makeIcon(
  'ErrorIcon',
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z',
);
/** A clock: time. */
export const ClockIcon = makeIcon(
  'ClockIcon',
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
);
/** A bar chart: dashboard. */
export const DashboardIcon = makeIcon('DashboardIcon', 'M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z');
/** A group of people: clients, team. */
export const PeopleIcon = makeIcon(
  'PeopleIcon',
  'M16 11c1.66 0 2.99-1.34 2.99-3S17.66 5 16 5s-3 1.34-3 3 1.34 3 3 3m-8 0c1.66 0 2.99-1.34 2.99-3S9.66 5 8 5 5 6.34 5 8s1.34 3 3 3m0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5c0-2.33-4.67-3.5-7-3.5m8 0c-.29 0-.62.02-.97.05 1.16.84 1.97 1.97 1.97 3.45V19h6v-2.5c0-2.33-4.67-3.5-7-3.5',
);
/** A sheet of paper: invoices. */
export const InvoiceIcon = makeIcon(
  'InvoiceIcon',
  'M14 2H6c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z',
);
/** A folder: projects. */
export const ProjectIcon = makeIcon(
  'ProjectIcon',
  'M10 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2h-8z',
);
/** A price tag: services. */
export const ServiceIcon = makeIcon(
  'ServiceIcon',
  'M21.41 11.58l-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42zM5.5 7C4.67 7 4 6.33 4 5.5S4.67 4 5.5 4 7 4.67 7 5.5 6.33 7 5.5 7z',
);
/** A cog: settings. */
export const SettingsIcon = makeIcon(
  'SettingsIcon',
  'M19.14 12.94c.04-.3.06-.61.06-.94s-.02-.64-.07-.94l2.03-1.58a.49.49 0 0 0 .12-.61l-1.92-3.32a.49.49 0 0 0-.59-.22l-2.39.96c-.5-.38-1.03-.7-1.62-.94l-.36-2.54a.48.48 0 0 0-.48-.41h-3.84c-.24 0-.43.17-.47.41l-.36 2.54c-.59.24-1.13.57-1.62.94l-2.39-.96a.48.48 0 0 0-.59.22L2.74 8.87c-.12.21-.08.47.12.61l2.03 1.58c-.05.3-.09.63-.09.94s.02.64.07.94l-2.03 1.58a.49.49 0 0 0-.12.61l1.92 3.32c.12.22.37.29.59.22l2.39-.96c.5.38 1.03.7 1.62.94l.36 2.54c.05.24.24.41.48.41h3.84c.24 0 .44-.17.47-.41l.36-2.54c.59-.24 1.13-.56 1.62-.94l2.39.96c.22.08.47 0 .59-.22l1.92-3.32c.12-.22.07-.47-.12-.61zM12 15.6c-1.98 0-3.6-1.62-3.6-3.6s1.62-3.6 3.6-3.6 3.6 1.62 3.6 3.6-1.62 3.6-3.6 3.6',
);
/** A pencil: edit. */
export const EditIcon = makeIcon(
  'EditIcon',
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a.996.996 0 0 0 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
);
/** Three dots: more actions. */
export const MoreIcon = makeIcon(
  'MoreIcon',
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
);
/** A chevron pointing down: opens a menu or list. */
export const ChevronDownIcon = makeIcon('ChevronDownIcon', 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z');
/** A chevron pointing left: previous (week, period). */
export const ChevronLeftIcon = makeIcon('ChevronLeftIcon', 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z');
/** A chevron pointing right: next (week, period). */
export const ChevronRightIcon = makeIcon('ChevronRightIcon', 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z');
/** An office building: the organisation. */
export const OrganizationIcon = makeIcon(
  'OrganizationIcon',
  'M12 7V3H2v18h20V7zM6 19H4v-2h2zm0-4H4v-2h2zm0-4H4V9h2zm0-4H4V5h2zm4 12H8v-2h2zm0-4H8v-2h2zm0-4H8V9h2zm0-4H8V5h2zm10 12h-8v-2h2v-2h-2v-2h2v-2h-2V9h8zm-2-8h-2v2h2zm0 4h-2v2h2z',
);
/** A padlock: locked, read-only. */
export const LockIcon = makeIcon(
  'LockIcon',
  'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z',
);

/** An arrow into a tray: download (an invoice's PDF). */
export const DownloadIcon = makeIcon('DownloadIcon', 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z');

/** Two sheets: copy (an invoice). */
export const CopyIcon = makeIcon(
  'CopyIcon',
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z',
);
