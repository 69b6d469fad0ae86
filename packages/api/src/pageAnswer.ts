/**
 * One call of a page's first data and its answer, as the server sends it with the page and the
 * app's loader will make it (`body`: the JSON body's value). The app answers the very same call
 * (method, path, body) from it once, during the first load.
 */
export interface PageAnswer {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  data: unknown;
}
