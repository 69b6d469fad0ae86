/** The app's directory. */
export declare const appRoot: string;
/** Runs the route generator on `root` (laid out like the app) and returns the generated file's path. */
export declare function generateRouteTree(root?: string, options?: { tmpDir?: string }): Promise<string>;
