// A small ISO Schematron → XSLT 3.0 compiler for the test harness of the official e-invoice rules
// (Peppol BIS Billing 3.0 ships its rules as Schematron only; npm has no ISO skeleton / SchXslt).
// It handles what those rules use and refuses anything else, so nothing is silently misread:
//   - <ns> and namespace declarations on <schema>, queryBinding xslt2 / xslt3;
//   - <let name value> at schema or pattern level → a global xsl:variable (as the ISO skeleton does),
//     at rule level → an xsl:variable in the rule's template, before what follows it;
//   - xsl:function and xsl:key children of <schema>, copied as they are;
//   - every <pattern> is its own mode; per node the FIRST rule of a pattern whose context matches
//     fires (template priorities fall in document order), the others of that pattern do not;
//   - <rule context> with <assert>/<report> (id, flag, role, test) whose message may hold text,
//     <name path?>, <value-of select>, <emph>, <dir>, <span>.
// The output is SVRL like the ISO skeleton's: svrl:active-pattern, svrl:fired-rule,
// svrl:failed-assert / svrl:successful-report with id, flag, test, location (XPath 3 `path()`) and
// svrl:text.
import SaxonJS from 'saxon-js';

const SCH = 'http://purl.oclc.org/dsdl/schematron';
const XSL = 'http://www.w3.org/1999/XSL/Transform';
export const SVRL = 'http://purl.oclc.org/dsdl/svrl';

export class SchematronError extends Error {}

function elements(parent: Element): Element[] {
  const out: Element[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) out.push(n as Element);
  return out;
}

function describe(el: Element): string {
  return el.namespaceURI === SCH ? `<${el.localName}>` : `<${el.localName}> in namespace ${el.namespaceURI ?? '(none)'}`;
}

/** An attribute's value, or null when absent (SaxonJS's DOM answers '' for a missing attribute). */
function get(el: Element, name: string): string | null {
  for (const a of Array.from(el.attributes)) if (a.name === name) return a.value;
  return null;
}

function required(el: Element, name: string): string {
  const v = get(el, name);
  if (v === null || v === '') throw new SchematronError(`${describe(el)} needs a ${name} attribute`);
  return v;
}

function refuse(el: Element, names: string[]): void {
  for (const name of names) {
    if (get(el, name) !== null) throw new SchematronError(`${describe(el)} with ${name}="…" is not supported`);
  }
}

/** Escapes text for an XML attribute; line breaks kept as character references. */
function attr(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}

/** Escapes text for an attribute value template (a literal result element's attribute). */
function avt(s: string): string {
  return attr(s.replace(/\{/g, '{{').replace(/\}/g, '}}'));
}

function text(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function isQName(s: string): boolean {
  return /^([A-Za-z_][\w.-]*:)?[A-Za-z_][\w.-]*$/.test(s);
}

function variable(letEl: Element): { name: string; xslt: string } {
  refuse(letEl, ['as']);
  const name = required(letEl, 'name');
  if (!isQName(name)) throw new SchematronError(`<let name="${name}"> is not a valid variable name`);
  const value = get(letEl, 'value');
  if (value === null) throw new SchematronError(`<let name="${name}"> needs a value attribute (element content is not supported)`);
  return { name, xslt: `<xsl:variable name="${attr(name)}" select="${attr(value)}"/>` };
}

function message(el: Element): string {
  let out = '';
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 3 || n.nodeType === 4) out += `<xsl:text>${text(n.nodeValue ?? '')}</xsl:text>`;
    else if (n.nodeType === 1) {
      const child = n as Element;
      if (child.namespaceURI !== SCH) throw new SchematronError(`${describe(child)} in a message is not supported`);
      if (child.localName === 'value-of') out += `<xsl:value-of select="${attr(required(child, 'select'))}"/>`;
      else if (child.localName === 'name') out += `<xsl:value-of select="name(${attr(get(child, 'path') ?? '.')})"/>`;
      else if (['emph', 'dir', 'span'].includes(child.localName)) out += message(child);
      else throw new SchematronError(`${describe(child)} in a message is not supported`);
    }
  }
  return out;
}

function check(el: Element): string {
  refuse(el, ['diagnostics', 'properties', 'subject']);
  const test = required(el, 'test');
  const assert = el.localName === 'assert';
  const tag = assert ? 'failed-assert' : 'successful-report';
  const attrs = [`test="${avt(test)}"`];
  for (const name of ['id', 'flag', 'role']) {
    const v = get(el, name);
    if (v !== null) attrs.push(`${name}="${avt(v)}"`);
  }
  attrs.push('location="{path(.)}"');
  const found = `<svrl:${tag} ${attrs.join(' ')}><svrl:text>${message(el)}</svrl:text></svrl:${tag}>`;
  return assert
    ? `<xsl:if test="not(${attr(test)})">${found}</xsl:if>`
    : `<xsl:if test="${attr(test)}">${found}</xsl:if>`;
}

function rule(ruleEl: Element, mode: string, priority: number, patternId: string | null): string {
  refuse(ruleEl, ['abstract', 'subject', 'flag']);
  const context = required(ruleEl, 'context');
  const body: string[] = [];
  const fired = [`context="${avt(context)}"`];
  for (const name of ['id', 'role']) {
    const v = get(ruleEl, name);
    if (v !== null) fired.push(`${name}="${avt(v)}"`);
  }
  if (patternId !== null) fired.push(`pattern="${avt(patternId)}"`);
  body.push(`<svrl:fired-rule ${fired.join(' ')}/>`);
  const ruleVariables = new Set<string>();
  for (const child of elements(ruleEl)) {
    if (child.namespaceURI !== SCH) throw new SchematronError(`${describe(child)} in a rule is not supported`);
    switch (child.localName) {
      case 'let': {
        const v = variable(child);
        if (ruleVariables.has(v.name)) throw new SchematronError(`<let name="${v.name}"> twice in the rule for ${context}`);
        ruleVariables.add(v.name);
        body.push(v.xslt);
        break;
      }
      case 'assert':
      case 'report':
        body.push(check(child));
        break;
      case 'p':
        break;
      default:
        throw new SchematronError(`${describe(child)} in a rule is not supported`);
    }
  }
  body.push(`<xsl:apply-templates select="@*|*" mode="${mode}"/>`);
  return `<xsl:template match="${attr(context)}" mode="${mode}" priority="${priority}">\n${body.join('\n')}\n</xsl:template>`;
}

/** Compiles an ISO Schematron schema (as text) to an XSLT 3.0 stylesheet (as text) that writes SVRL. */
export async function compileSchematron(schematron: string): Promise<string> {
  const doc = await SaxonJS.getResource({ text: schematron, type: 'xml' });
  const schema = doc.documentElement;
  if (schema.namespaceURI !== SCH || schema.localName !== 'schema') {
    throw new SchematronError('the document element is not an ISO Schematron <schema>');
  }
  refuse(schema, ['defaultPhase']);
  const binding = (get(schema, 'queryBinding') ?? '').toLowerCase();
  if (binding !== 'xslt2' && binding !== 'xslt3') {
    throw new SchematronError(`queryBinding="${binding || '(none: xslt1)'}" is not supported; xslt2 or xslt3 is`);
  }

  const namespaces = new Map<string, string>();
  for (const a of Array.from(schema.attributes)) {
    if (a.name.startsWith('xmlns:')) namespaces.set(a.name.slice(6), a.value);
  }
  const globals: string[] = [];
  const globalNames = new Set<string>();
  const copied: string[] = [];
  const patterns: string[] = [];
  const modes: { mode: string; id: string | null }[] = [];
  let title = '';

  const addGlobal = (letEl: Element) => {
    const v = variable(letEl);
    if (globalNames.has(v.name)) throw new SchematronError(`<let name="${v.name}"> is declared twice at schema or pattern level`);
    globalNames.add(v.name);
    globals.push(v.xslt);
  };

  for (const child of elements(schema)) {
    if (child.namespaceURI === XSL) {
      if (child.localName !== 'function' && child.localName !== 'key') {
        throw new SchematronError(`${describe(child)} is not supported (xsl:function and xsl:key are)`);
      }
      copied.push(SaxonJS.serialize(child, { method: 'xml' }).replace(/^<\?xml[^>]*\?>\s*/, ''));
      continue;
    }
    if (child.namespaceURI !== SCH) throw new SchematronError(`${describe(child)} is not supported`);
    switch (child.localName) {
      case 'title':
        title = child.textContent?.trim() ?? '';
        break;
      case 'ns': {
        const prefix = required(child, 'prefix');
        const uri = required(child, 'uri');
        const known = namespaces.get(prefix);
        if (known !== undefined && known !== uri) throw new SchematronError(`prefix ${prefix} is bound to ${known} and ${uri}`);
        namespaces.set(prefix, uri);
        break;
      }
      case 'let':
        addGlobal(child);
        break;
      case 'p':
        break;
      case 'pattern': {
        refuse(child, ['abstract', 'is-a', 'documents']);
        const mode = `M${modes.length}`;
        const id = get(child, 'id');
        modes.push({ mode, id });
        const rules: Element[] = [];
        for (const p of elements(child)) {
          if (p.namespaceURI === SCH && p.localName === 'let') addGlobal(p);
          else if (p.namespaceURI === SCH && p.localName === 'rule') rules.push(p);
          else if (p.namespaceURI === SCH && (p.localName === 'title' || p.localName === 'p')) continue;
          else throw new SchematronError(`${describe(p)} in a pattern is not supported`);
        }
        // First rule wins: the earlier a rule, the higher its template's priority.
        const templates = rules.map((r, i) => rule(r, mode, rules.length - i, id));
        patterns.push(`<xsl:mode name="${mode}" on-no-match="shallow-skip"/>\n${templates.join('\n')}`);
        break;
      }
      default:
        throw new SchematronError(`${describe(child)} is not supported`);
    }
  }

  for (const reserved of ['xsl', 'svrl']) {
    if (namespaces.has(reserved)) throw new SchematronError(`the prefix ${reserved} is reserved by the compiler`);
  }
  const declarations = [...namespaces].map(([p, uri]) => ` xmlns:${p}="${attr(uri)}"`).join('');
  const prefixes = [...namespaces]
    .map(([p, uri]) => `<svrl:ns-prefix-in-attribute-values prefix="${attr(p)}" uri="${avt(uri)}"/>`)
    .join('\n');
  const runs = modes
    .map(({ mode, id }) => `<svrl:active-pattern${id === null ? '' : ` id="${avt(id)}"`}/>\n<xsl:apply-templates select="/" mode="${mode}"/>`)
    .join('\n');
  const excluded = ['svrl', ...namespaces.keys()].join(' ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="3.0" xmlns:xsl="${XSL}" xmlns:svrl="${SVRL}"${declarations} exclude-result-prefixes="${excluded}">
<xsl:output method="xml" indent="no"/>
${globals.join('\n')}
${copied.join('\n')}
<xsl:template match="/">
<svrl:schematron-output title="${avt(title)}" schemaVersion="${avt(get(schema, 'schemaVersion') ?? '')}">
${prefixes}
${runs}
</svrl:schematron-output>
</xsl:template>
${patterns.join('\n')}
</xsl:stylesheet>
`;
}
