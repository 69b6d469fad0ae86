import { makeIcon } from '../makeIcon';

/** A folder: projects. */
export const ProjectIcon = /* @__PURE__ */ makeIcon(
  'ProjectIcon',
  'M10 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2h-8z',
);
