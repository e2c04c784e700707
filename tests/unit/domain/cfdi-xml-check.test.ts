/**
 * The CFDI check reads the parsed document: character references cannot hide
 * XHTML, SVG or a javascript: link, and crafted blanks cost linear time, not quadratic.
 */
import { describe, expect, it } from 'vitest';
import { checkCfdiXml, XML_LIMITS } from '../../../server/domain/cfdi-xml-check.ts';

const OPEN = '<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0"';
const CFDI = (inner: string, attributes = '') => `${OPEN}${attributes}>${inner}</cfdi:Comprobante>`;
const reason = (text: string) => {
  const check = checkCfdiXml(text);
  return check.ok ? 'ok' : check.reason.key;
};

describe('checkCfdiXml', () => {
  it('accepts a CFDI, with any prefix bound to SAT’s namespace', () => {
    expect(reason(CFDI('<cfdi:Emisor Rfc="EKU9003173C9" Nombre="A &amp; B"/>'))).toBe('ok');
    expect(reason('<c:Comprobante xmlns:c="http://www.sat.gob.mx/cfd/3"><c:Emisor/></c:Comprobante>')).toBe('ok');
    expect(reason(`\uFEFF${CFDI('')}`)).toBe('ok');
  });

  it.each([
    ['an XHTML namespace spelt with a decimal reference', CFDI('<h:p/>', ' xmlns:h="http://www.w3.org/1999/xhtm&#108;"')],
    ['an SVG namespace spelt with a hex reference', CFDI('<s:svg xmlns:s="http://www.w3.org/2000/sv&#x67;"/>')],
    ['a default XHTML namespace', CFDI('<p xmlns="http://www.w3.org/1999/xhtml">x</p>')],
    ['a javascript: handler spelt with a reference', CFDI('<cfdi:Emisor onclick="jav&#x61;script:alert(1)"/>')],
    ['a javascript: link with blanks and tabs', CFDI('<cfdi:Emisor href=" &#9;java&#x0A;script:alert(1)"/>')],
    ['a script element in no namespace', CFDI('<script>alert(1)</script>')],
    ['an XSLT namespace', CFDI('<x:template xmlns:x="http://www.w3.org/1999/XSL/Transform"/>')],
  ])('refuses %s', (_what, text) => {
    expect(reason(text)).toBe('files.xmlNotCfdi');
  });

  it('refuses DTDs, entities, stylesheets, undeclared entities and malformed text', () => {
    expect(reason(`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "x">]>${CFDI('&e;').slice(OPEN.indexOf('<cfdi'))}`)).toBe('files.xmlDoctype');
    expect(reason(`<?xml version="1.0"?><?xml-stylesheet href="x"?>${CFDI('').slice(OPEN.indexOf('<cfdi'))}`)).toBe('files.xmlNotCfdi');
    expect(reason(CFDI('&xxe;'))).toBe('files.xmlMalformed');
    expect(reason(CFDI('<cfdi:Emisor>'))).toBe('files.xmlMalformed');
    expect(reason(CFDI('\u0000'))).toBe('files.xmlMalformed');
    expect(reason('<cfdi:Comprobante xmlns:cfdi="http://evil.example/cfd/4"/>')).toBe('files.xmlNotCfdi');
    expect(reason('<x:Comprobante/>')).toBe('files.xmlMalformed');
  });

  it('refuses past its limits: depth, attributes per element, elements', () => {
    const deep = `${'<cfdi:A>'.repeat(XML_LIMITS.maxDepth + 1)}${'</cfdi:A>'.repeat(XML_LIMITS.maxDepth + 1)}`;
    expect(reason(CFDI(deep))).toBe('limits.xmlTooDeep');
    const attributes = Array.from({ length: XML_LIMITS.maxAttributesPerElement + 1 }, (_, i) => ` a${i}="1"`).join('');
    expect(reason(CFDI(`<cfdi:Emisor${attributes}/>`))).toBe('limits.xmlTooManyAttributes');
    expect(reason(CFDI('<cfdi:C/>'.repeat(XML_LIMITS.maxElements + 1)))).toBe('limits.xmlTooBig');
  });

  it('takes linear time on blanks after an on...= (quadratic for the old regular expression: 5 s)', () => {
    const blanks = ' '.repeat(120_000);
    for (const text of [CFDI(`onx=${blanks}`), CFDI('<cfdi:Emisor/>', ` onx="${blanks}"`), CFDI(`<!--onx=${blanks}-->`)]) {
      const started = performance.now();
      checkCfdiXml(text);
      expect(performance.now() - started).toBeLessThan(150);
    }
  });
});
