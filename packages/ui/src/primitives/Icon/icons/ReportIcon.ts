import { makeIcon } from '../makeIcon';

/** A sheet with a bar chart: reports. */
export const ReportIcon = /* @__PURE__ */ makeIcon(
  'ReportIcon',
  'M13 9h5.5L13 3.5zM6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4c0-1.11.89-2 2-2m1 18h2v-6H7zm4 0h2v-8h-2zm4 0h2v-4h-2z',
);
