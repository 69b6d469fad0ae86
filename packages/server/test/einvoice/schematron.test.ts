import SaxonJS from 'saxon-js';
import { describe, expect, it } from 'vitest';
import { compileSchematron, SchematronError } from './schematron.js';
import { firedRules, parseSvrl, readableLocation } from './svrl.js';

// The Schematron compiler on tiny schemas. Each compiled stylesheet runs in SaxonJS directly
// (fn:transform compiles XSLT in process), so these tests need neither the official rules nor xslt3.

function schema(body: string, extra = ''): string {
  return `<schema xmlns="http://purl.oclc.org/dsdl/schematron" queryBinding="xslt2" ${extra}>
  <ns prefix="x" uri="urn:x"/>
  ${body}
</schema>`;
}

async function validate(sch: string, xml: string): Promise<string> {
  const stylesheet = await compileSchematron(sch);
  return SaxonJS.XPath.evaluate(
    "transform(map { 'stylesheet-text': $xsl, 'source-node': parse-xml($xml), 'delivery-format': 'serialized' })?output",
    null,
    { params: { xsl: stylesheet, xml } },
  ) as string;
}

const doc = `<x:doc xmlns:x="urn:x"><x:item kind="a">1</x:item><x:item kind="b">2</x:item><x:other/></x:doc>`;

describe('compileSchematron', () => {
  it('reports a failed assert with id, flag, location and message; a passing assert reports nothing', async () => {
    const svrl = await validate(
      schema(`<pattern><rule context="x:item">
        <assert id="POS" flag="fatal" test="number(.) &gt; 1">Item <value-of select="@kind"/> in <name/> must exceed 1</assert>
        <assert id="NUM" flag="fatal" test="number(.) = number(.)">never fails</assert>
      </rule></pattern>`),
      doc,
    );
    expect(parseSvrl(svrl)).toEqual([
      {
        kind: 'failed-assert',
        id: 'POS',
        flag: 'fatal',
        location: '/Q{urn:x}doc[1]/Q{urn:x}item[1]',
        test: 'number(.) > 1',
        text: 'Item a in x:item must exceed 1',
      },
    ]);
  });

  it('reports a report when its test is true, and keeps the flag as written', async () => {
    const svrl = await validate(
      schema(`<pattern><rule context="x:item">
        <report id="HAS-B" flag="warning" test="@kind = 'b'">kind b</report>
      </rule></pattern>`),
      doc,
    );
    expect(parseSvrl(svrl).map((f) => [f.kind, f.id, f.flag, f.location])).toEqual([
      ['successful-report', 'HAS-B', 'warning', '/Q{urn:x}doc[1]/Q{urn:x}item[2]'],
    ]);
  });

  it('fires only the first matching rule of a pattern per node, while other patterns see the node too', async () => {
    const svrl = await validate(
      schema(`<pattern>
          <rule context="x:item[@kind = 'a']"><assert id="FIRST" test="false()">first</assert></rule>
          <rule context="x:item"><assert id="SECOND" test="false()">second</assert></rule>
        </pattern>
        <pattern>
          <rule context="x:item"><assert id="OTHER" test="false()">other pattern</assert></rule>
        </pattern>`),
      doc,
    );
    // item 1 (kind a): FIRST, not SECOND; item 2: SECOND; each item also in the second pattern.
    expect(parseSvrl(svrl).map((f) => `${f.id} ${f.location.replace(/Q\{urn:x\}/g, '')}`)).toEqual([
      'FIRST /doc[1]/item[1]',
      'SECOND /doc[1]/item[2]',
      'OTHER /doc[1]/item[1]',
      'OTHER /doc[1]/item[2]',
    ]);
    expect(firedRules(svrl)).toEqual(["x:item[@kind = 'a']", 'x:item', 'x:item', 'x:item']);
  });

  it('continues below a node whose rule fired, and visits attributes', async () => {
    const svrl = await validate(
      schema(`<pattern>
          <rule context="x:doc"><assert id="DOC" test="false()">doc</assert></rule>
          <rule context="@kind"><assert id="KIND" test=". = 'a'">kind</assert></rule>
        </pattern>`),
      doc,
    );
    expect(parseSvrl(svrl).map((f) => [f.id, f.location.replace(/Q\{urn:x\}/g, '')])).toEqual([
      ['DOC', '/doc[1]'],
      ['KIND', '/doc[1]/item[2]/@kind'],
    ]);
  });

  it('scopes let: schema and pattern level are global (also in contexts), rule level per rule and evaluated on its node', async () => {
    const svrl = await validate(
      schema(
        `<let name="limit" value="2"/>
        <pattern>
          <let name="wanted" value="'b'"/>
          <rule context="x:item[@kind = $wanted]">
            <let name="n" value="number(.)"/>
            <assert id="LIMIT" test="$n &lt; $limit">n=<value-of select="$n"/> limit=<value-of select="$limit"/></assert>
          </rule>
          <rule context="x:other">
            <let name="n" value="count(../x:item)"/>
            <assert id="OTHER" test="$n = 0">n=<value-of select="$n"/></assert>
          </rule>
        </pattern>`,
      ),
      doc,
    );
    expect(parseSvrl(svrl).map((f) => `${f.id}: ${f.text}`)).toEqual(['LIMIT: n=2 limit=2', 'OTHER: n=2']);
  });

  it('copies xsl:function elements and calls them from tests; braces in tests stay literal in the report', async () => {
    const svrl = await validate(
      schema(
        `<function xmlns="http://www.w3.org/1999/XSL/Transform" name="u:double" as="xs:integer">
          <param name="v"/>
          <sequence select="xs:integer($v) * 2"/>
        </function>
        <pattern><rule context="x:item">
          <assert id="DOUBLE" flag="fatal" test="u:double(.) = 2 and matches(string(.), '^[0-9]{1}$')">double</assert>
        </rule></pattern>`,
        'xmlns:u="urn:utils"',
      ).replace('<ns prefix="x" uri="urn:x"/>', '<ns prefix="x" uri="urn:x"/><ns prefix="xs" uri="http://www.w3.org/2001/XMLSchema"/>'),
      doc,
    );
    expect(parseSvrl(svrl).map((f) => [f.id, f.test])).toEqual([
      ['DOUBLE', "u:double(.) = 2 and matches(string(.), '^[0-9]{1}$')"],
    ]);
  });

  it('refuses what it does not implement instead of misreading it', async () => {
    await expect(compileSchematron(schema('<pattern abstract="true" id="a"><rule context="$x"/></pattern>'))).rejects.toThrow(SchematronError);
    await expect(compileSchematron(schema('<pattern><rule abstract="true" id="r"/></pattern>'))).rejects.toThrow(/abstract/);
    await expect(compileSchematron(schema('<pattern><rule context="x:a"><extends rule="r"/></rule></pattern>'))).rejects.toThrow(/extends/);
    await expect(compileSchematron(schema('<include href="other.sch"/>'))).rejects.toThrow(/include/);
    await expect(compileSchematron(schema('<pattern><rule context="x:a"><assert test="1" diagnostics="d"/></rule></pattern>'))).rejects.toThrow(/diagnostics/);
    await expect(compileSchematron(schema('<let name="a" value="1"/><pattern><let name="a" value="2"/></pattern>'))).rejects.toThrow(/twice/);
    await expect(compileSchematron(schema('').replace('queryBinding="xslt2"', ''))).rejects.toThrow(/queryBinding/);
  });
});

describe('readableLocation', () => {
  it('writes both location styles with the UBL prefixes', () => {
    const inv = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
    const cbc = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
    expect(readableLocation(`/*:Invoice[namespace-uri()='${inv}'][1]/*:ID[namespace-uri()='${cbc}'][1]`)).toBe('/ubl:Invoice[1]/cbc:ID[1]');
    expect(readableLocation(`/Q{${inv}}Invoice[1]/Q{${cbc}}ID[1]/@schemeID`)).toBe('/ubl:Invoice[1]/cbc:ID[1]/@schemeID');
    expect(readableLocation('/Q{urn:other}a[1]')).toBe('/Q{urn:other}a[1]');
  });
});
