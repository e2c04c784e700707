/**
 * An uploaded .xml must be a CFDI: well formed, its root `Comprobante` in SAT's namespace, and nothing a
 * parser or a browser would act on (no DTD, no entities, no processing instruction other than the XML
 * declaration, such as an xml-stylesheet that would run a transform).
 *
 * The check reads the PARSED document (saxes, a streaming parser: one pass, linear in the bytes), so
 * what it judges is what a browser would see: namespaces resolved, attribute names as names, and values
 * with their character references decoded (`jav&#x61;script:` is `javascript:`). Regular expressions
 * over the raw text were both quadratic on crafted input and blind to those spellings.
 * Limits on depth, elements and attributes keep the work bounded whatever the file; the caller feeds it
 * in slices and keeps a time budget (server/routes/xml-upload-check.ts).
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { msg, type Localized } from '../i18n/localized.ts';

const CFDI_NAMESPACES = new Set(['http://www.sat.gob.mx/cfd/4', 'http://www.sat.gob.mx/cfd/3']);

/** Namespaces of markup a browser runs: a CFDI never holds XHTML, SVG or XSLT. */
const ACTIVE_NAMESPACES = new Set(['http://www.w3.org/1999/xhtml', 'http://www.w3.org/2000/svg', 'http://www.w3.org/1999/XSL/Transform']);

/** A value a browser would follow as code once blanks and control characters are dropped. */
const SCRIPT_URL = /^(?:javascript|vbscript|data:text\/html)/;

/**
 * A CFDI with thousands of concepts stays far inside these; a file past them was made to cost, not filed.
 * SAT's own schema nests a few levels (Comprobante > Conceptos > Concepto > Impuestos > Traslados > Traslado).
 */
export const XML_LIMITS = { maxDepth: 32, maxElements: 200_000, maxAttributesPerElement: 64, maxAttributeValueChars: 100_000 } as const;

export type XmlCheck = { ok: true } | { ok: false; reason: Localized };

class Refused extends Error {
  constructor(readonly reason: Localized) {
    super(reason.toString());
  }
}

/** Drops what a browser ignores inside a URL (blanks, control characters) before comparing. */
function looksLikeScriptUrl(value: string): boolean {
  let compact = '';
  for (const char of value) {
    if (char > ' ' && char !== '\u007f') compact += char.toLowerCase();
    if (compact.length >= 16) break;
  }
  return SCRIPT_URL.test(compact);
}

export interface CfdiXmlChecker {
  /** Feeds the next slice of the text; a refusal as soon as one is certain. */
  write(slice: string): XmlCheck | undefined;
  /** The verdict once the whole text was written. */
  end(): XmlCheck;
}

/** An incremental check: write the text in slices (the caller may yield between them), then `end()`. */
export function cfdiXmlChecker(): CfdiXmlChecker {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  let sawRoot = false;
  let verdict: XmlCheck | undefined;

  const refuse = (reason: Localized): never => {
    throw new Refused(reason);
  };
  parser.on('error', () => refuse(msg('files.xmlMalformed')));
  parser.on('doctype', () => refuse(msg('files.xmlDoctype')));
  // The XML declaration is its own event (xmldecl); any other instruction (xml-stylesheet) is refused.
  parser.on('processinginstruction', () => refuse(msg('files.xmlNotCfdi')));
  parser.on('opentagstart', () => {
    attributes = 0;
    if (++elements > XML_LIMITS.maxElements) refuse(msg('limits.xmlTooBig', { max: XML_LIMITS.maxElements }));
    if (++depth > XML_LIMITS.maxDepth) refuse(msg('limits.xmlTooDeep', { max: XML_LIMITS.maxDepth }));
  });
  parser.on('attribute', (attribute) => {
    if (++attributes > XML_LIMITS.maxAttributesPerElement) refuse(msg('limits.xmlTooManyAttributes', { max: XML_LIMITS.maxAttributesPerElement }));
    if (attribute.value.length > XML_LIMITS.maxAttributeValueChars) refuse(msg('limits.xmlTooBig', { max: XML_LIMITS.maxElements }));
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (!sawRoot) {
      sawRoot = true;
      if (tag.local !== 'Comprobante' || !CFDI_NAMESPACES.has(tag.uri)) refuse(msg('files.xmlNotCfdi'));
    }
    if (ACTIVE_NAMESPACES.has(tag.uri) || tag.local.toLowerCase() === 'script') refuse(msg('files.xmlNotCfdi'));
    for (const attribute of Object.values(tag.attributes)) {
      // A namespace declared (even unused) for XHTML, SVG or XSLT; an event handler or link that runs script.
      if (ACTIVE_NAMESPACES.has(attribute.value.trim())) refuse(msg('files.xmlNotCfdi'));
      if (ACTIVE_NAMESPACES.has(attribute.uri)) refuse(msg('files.xmlNotCfdi'));
      if (looksLikeScriptUrl(attribute.value)) refuse(msg('files.xmlNotCfdi'));
    }
  });
  parser.on('closetag', () => {
    depth--;
  });

  const guarded = (work: () => void): XmlCheck | undefined => {
    if (verdict) return verdict;
    try {
      work();
      return undefined;
    } catch (error) {
      verdict = { ok: false, reason: error instanceof Refused ? error.reason : msg('files.xmlMalformed') };
      return verdict;
    }
  };

  return {
    write(slice) {
      // PostgreSQL and browsers disagree on NUL; a replacement character means the bytes were not UTF-8.
      if (!verdict && (slice.includes('\u0000') || slice.includes('\uFFFD'))) verdict = { ok: false, reason: msg('files.xmlMalformed') };
      return guarded(() => parser.write(slice));
    },
    end() {
      const refused = guarded(() => parser.close());
      if (refused) return refused;
      if (!sawRoot) return { ok: false, reason: msg('files.xmlNotCfdi') };
      return { ok: true };
    },
  };
}

/** The whole check at once, for texts already known to be small (tests, the seed). */
export function checkCfdiXml(content: Buffer | string): XmlCheck {
  const text = (typeof content === 'string' ? content : content.toString('utf8')).replace(/^\uFEFF/, '');
  const checker = cfdiXmlChecker();
  return checker.write(text) ?? checker.end();
}
