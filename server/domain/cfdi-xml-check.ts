/**
 * An uploaded .xml must be a CFDI: well formed, its root `cfdi:Comprobante` in SAT's namespace, and
 * nothing a parser or a browser would act on (no DTD, no entities, no processing instruction other
 * than the XML declaration, such as an xml-stylesheet that would run a transform).
 */
import { XMLValidator } from 'fast-xml-parser';
import { msg, type Localized } from '../i18n/localized.ts';

const CFDI_NAMESPACES = ['http://www.sat.gob.mx/cfd/4', 'http://www.sat.gob.mx/cfd/3'];

/**
 * A CFDI never holds markup a browser runs: a script element, or anything in the XHTML, SVG or XSLT
 * namespaces, means the file was made to be opened, not filed.
 */
const ACTIVE_CONTENT = /<(?:[\w.-]+:)?script[\s>/]|http:\/\/www\.w3\.org\/(?:1999\/xhtml|2000\/svg|1999\/XSL\/Transform)|\bon[a-z]+\s*=\s*["']?\s*javascript:/i;

export type XmlCheck = { ok: true } | { ok: false; reason: Localized };

/** The XML declaration, comments and blanks before the root element. */
const PROLOG = /^(?:\s+|<\?xml\s[^?]*\?>|<!--[\s\S]*?-->)*/;

export function checkCfdiXml(content: Buffer): XmlCheck {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD') || text.includes('\u0000')) return { ok: false, reason: msg('files.xmlMalformed') };
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, reason: msg('files.xmlDoctype') };
  const afterDeclaration = text.replace(/^\s*<\?xml\s[^?]*\?>/, '');
  if (/<\?/.test(afterDeclaration)) return { ok: false, reason: msg('files.xmlNotCfdi') };
  if (XMLValidator.validate(text) !== true) return { ok: false, reason: msg('files.xmlMalformed') };
  if (ACTIVE_CONTENT.test(text)) return { ok: false, reason: msg('files.xmlNotCfdi') };
  const rest = text.slice(PROLOG.exec(text)?.[0].length ?? 0);
  const root = /^<([A-Za-z_][\w.-]*:[A-Za-z_][\w.-]*|[A-Za-z_][\w.-]*)([^>]*)>/.exec(rest);
  if (!root || root[1] !== 'cfdi:Comprobante') return { ok: false, reason: msg('files.xmlNotCfdi') };
  const namespace = /\sxmlns:cfdi\s*=\s*["']([^"']*)["']/.exec(root[2])?.[1];
  if (!namespace || !CFDI_NAMESPACES.includes(namespace)) return { ok: false, reason: msg('files.xmlNotCfdi') };
  return { ok: true };
}
