import { makeIcon } from '../makeIcon';

/** An arrow into a tray: download (an invoice's PDF). */
export const DownloadIcon = /* @__PURE__ */ makeIcon('DownloadIcon', 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z');
