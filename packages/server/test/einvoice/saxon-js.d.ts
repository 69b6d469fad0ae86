// The part of SaxonJS 2 (npm `saxon-js`, no published types) the e-invoice harness uses. Its Node
// build parses XML into its own DOM, which follows the W3C DOM interfaces used here.
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal?: unknown;
    stylesheetText?: string;
    sourceText?: string;
    destination?: 'serialized' | 'raw' | 'document';
    stylesheetParams?: Record<string, unknown>;
  }
  interface TransformResult {
    principalResult: string;
  }
  interface EvaluateOptions {
    params?: Record<string, unknown>;
    namespaceContext?: Record<string, string>;
    resultForm?: 'default' | 'array' | 'iterator' | 'xdm';
  }
  const SaxonJS: {
    getResource(options: { text: string; type: 'xml' }): Promise<Document>;
    serialize(node: Node, options?: Record<string, unknown>): string;
    transform(options: TransformOptions, execution: 'async'): Promise<TransformResult>;
    XPath: {
      evaluate(expression: string, contextItem: Node | null, options?: EvaluateOptions): unknown;
    };
    getProcessorInfo(): { productVersion: string };
  };
  export default SaxonJS;
}
