// Reads SVRL (Schematron Validation Report Language) as written by the EN 16931 XSLT (ISO skeleton)
// and by our schematron.ts: every svrl:failed-assert and svrl:successful-report.
import SaxonJS from 'saxon-js';
import { SVRL } from './schematron.js';

export interface SvrlFinding {
  kind: 'failed-assert' | 'successful-report';
  id: string;
  flag: string;
  location: string;
  test: string;
  text: string;
}

const PREFIXES: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'ubl',
  'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2': 'cn',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
};

function qualified(uri: string, local: string): string {
  if (uri === '') return local;
  const prefix = PREFIXES[uri];
  return prefix ? `${prefix}:${local}` : `Q{${uri}}${local}`;
}

/**
 * One readable form for both location styles: the skeleton's
 * `/*:Invoice[namespace-uri()='urn:…Invoice-2'][1]/*:ID[namespace-uri()='urn:…'][1]` and XPath 3's
 * `/Q{urn:…Invoice-2}Invoice[1]/Q{urn:…}ID[1]` both become `/ubl:Invoice[1]/cbc:ID[1]`.
 */
export function readableLocation(location: string): string {
  return location
    .replace(/\*:([\w.-]+)\[namespace-uri\(\)='([^']*)'\]/g, (_, local: string, uri: string) => qualified(uri, local))
    .replace(/Q\{([^}]*)\}([\w.-]+)/g, (_, uri: string, local: string) => qualified(uri, local));
}

type Row = Record<'kind' | 'id' | 'flag' | 'location' | 'test' | 'text', string>;

export function parseSvrl(svrl: string): SvrlFinding[] {
  const rows = SaxonJS.XPath.evaluate(
    `parse-xml($svrl)//(svrl:failed-assert | svrl:successful-report) ! map {
       'kind': local-name(), 'id': string(@id), 'flag': string(@flag), 'location': string(@location),
       'test': string(@test), 'text': normalize-space(string-join(svrl:text, ' '))
     }`,
    null,
    { params: { svrl }, namespaceContext: { svrl: SVRL }, resultForm: 'array' },
  ) as Row[];
  return rows.map((r) => ({
    kind: r.kind as SvrlFinding['kind'],
    id: r.id,
    flag: r.flag,
    location: readableLocation(r.location),
    test: r.test,
    text: r.text,
  }));
}

/** Ids of the svrl:fired-rule elements' contexts, in order (for tests of the compiler). */
export function firedRules(svrl: string): string[] {
  return SaxonJS.XPath.evaluate('parse-xml($svrl)//svrl:fired-rule/string(@context)', null, {
    params: { svrl },
    namespaceContext: { svrl: SVRL },
    resultForm: 'array',
  }) as string[];
}
