/**
 * Uploads as an attacker makes them (docs/security.md "Files"): script in an XML, SVG, HTML named .pdf,
 * DTDs and entities, path-traversal and NUL names, oversize bodies. Each is refused with a clear 4xx in
 * the caller's language and leaves nothing behind (no stored_file row, no file on disk); what is
 * accepted downloads as an attachment (or an inline PDF/image) under a sandboxing CSP with nosniff; a
 * storage that fails mid-write leaves neither row nor file.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage, type FileStorage } from '../../server/adapters/file-storage.ts';
import { MAX_UPLOAD_BYTES } from '../../server/files/upload-limits.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { SUITE_ENV } from './support/identities.ts';
import { recordFigures } from './support/report.ts';

let t: TestApp;
let filesDir: string;
const figures = { tried: 0, violations: 0 };

const CFDI_OPEN = '<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0"';
const VALID_CFDI = `${CFDI_OPEN}><cfdi:Emisor Rfc="EKU9003173C9"/></cfdi:Comprobante>`;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'caudal-upload-probes-'));
  t = await createTestApp({ env: SUITE_ENV, files: localFileStorage(filesDir) });
});

afterAll(async () => {
  recordFigures('upload probes (script, SVG, HTML-as-PDF, DTD/XXE, names, NUL, size)', figures);
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const storedRows = async () => Number((await t.database.query<{ n: string }>('select count(*) as n from stored_file'))[0]!.n);
const filesOnDisk = async () => (await readdir(filesDir).catch(() => [])).length;

async function upload(target: string, filename: string, content: Buffer | string, language = 'es') {
  const { payload, headers } = multipartFile(filename, Buffer.from(content));
  const response = await t.app.inject({ method: 'POST', url: `/api/file?${target}`, payload, headers: { ...headers, 'accept-language': language } });
  return response;
}

const LOAN_XML = 'entity=loan_detail&field=cfdi_xml_location';
const EXPENSE_XML = 'entity=expense&field=cfdi_xml_location';
const USER_DOCUMENT = 'entity=user_document&field=location';
const INVESTMENT_CONTRACT = 'entity=investment&field=contract';

const HOSTILE: [string, string, string, Buffer | string][] = [
  ['script inside a CFDI', LOAN_XML, 'cfdi.xml', `${CFDI_OPEN}><script xmlns="http://www.w3.org/1999/xhtml">alert(document.cookie)</script></cfdi:Comprobante>`],
  ['an XHTML page named .xml', EXPENSE_XML, 'factura.xml', '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'],
  ['an SVG named .xml', LOAN_XML, 'cfdi.xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
  ['an SVG inside a CFDI', LOAN_XML, 'cfdi.xml', `${CFDI_OPEN}><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/></cfdi:Comprobante>`],
  ['an .svg file', USER_DOCUMENT, 'foto.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ['a DTD', LOAN_XML, 'cfdi.xml', `<?xml version="1.0"?><!DOCTYPE cfdi:Comprobante [<!ELEMENT a ANY>]>${VALID_CFDI.slice(VALID_CFDI.indexOf('<cfdi:'))}`],
  ['an external entity (XXE)', LOAN_XML, 'cfdi.xml', `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${CFDI_OPEN}>&xxe;</cfdi:Comprobante>`],
  ['an xml-stylesheet', LOAN_XML, 'cfdi.xml', `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="data:,x"?>${VALID_CFDI.slice(VALID_CFDI.indexOf('<cfdi:'))}`],
  ['an XML that is not a CFDI', LOAN_XML, 'cfdi.xml', '<?xml version="1.0"?><factura><total>1</total></factura>'],
  ['a CFDI in a namespace that is not SAT’s', LOAN_XML, 'cfdi.xml', '<cfdi:Comprobante xmlns:cfdi="http://evil.example/cfd/4"/>'],
  ['malformed XML', LOAN_XML, 'cfdi.xml', `${CFDI_OPEN}><cfdi:Emisor></cfdi:Comprobante>`],
  // Character references once hid these from a check that read the raw text.
  ['an XHTML namespace spelt xhtm&#108;', LOAN_XML, 'cfdi.xml', `${CFDI_OPEN} xmlns:h="http://www.w3.org/1999/xhtm&#108;"><h:p/></cfdi:Comprobante>`],
  ['an SVG namespace spelt sv&#x67;', LOAN_XML, 'cfdi.xml', `${CFDI_OPEN}><s:svg xmlns:s="http://www.w3.org/2000/sv&#x67;"/></cfdi:Comprobante>`],
  ['a handler spelt jav&#x61;script:', LOAN_XML, 'cfdi.xml', `${CFDI_OPEN}><cfdi:Emisor onclick="jav&#x61;script:alert(1)"/></cfdi:Comprobante>`],
  ['HTML named .pdf', INVESTMENT_CONTRACT, 'contrato.pdf', '<!doctype html><script>alert(document.cookie)</script>'],
  ['HTML named .html', USER_DOCUMENT, 'ine.html', '<!doctype html><script>alert(1)</script>'],
  ['a PNG that is HTML', USER_DOCUMENT, 'ine.png', '<html><script>alert(1)</script></html>'],
  ['a NUL in the name', INVESTMENT_CONTRACT, 'contrato.pdf\u0000.html', '%PDF-1.7 x'],
  ['a control character in the name', INVESTMENT_CONTRACT, 'con\u0007trato.pdf', '%PDF-1.7 x'],
  ['a NUL inside an XML', LOAN_XML, 'cfdi.xml', `${CFDI_OPEN}>\u0000</cfdi:Comprobante>`],
  ['an empty file', INVESTMENT_CONTRACT, 'contrato.pdf', ''],
  ['a field that takes no file', 'entity=investment&field=amount', 'contrato.pdf', '%PDF-1.7 x'],
  ['an entity that does not exist', 'entity=__proto__&field=contract', 'contrato.pdf', '%PDF-1.7 x'],
];

describe('hostile uploads are refused and leave nothing behind', () => {
  it.each(HOSTILE)('%s', async (_what, target, filename, content) => {
    const [rows, files] = [await storedRows(), await filesOnDisk()];
    const response = await upload(target, filename, content);
    figures.tried++;
    const leftBehind = (await storedRows()) !== rows || (await filesOnDisk()) !== files;
    if (response.statusCode !== 422 || leftBehind) figures.violations++;
    expect(response.statusCode, response.body).toBe(422);
    expect(leftBehind).toBe(false);
    // A clear message in the caller's language, never a stack or an English default.
    const body = response.json() as { message: string; errors?: Record<string, string[]> };
    const text = Object.values(body.errors ?? {}).flat().join(' ');
    expect(text).toMatch(/[a-záéíóúñ]/);
    expect(text).not.toMatch(/Error:|at .*\.ts|must|required/);
  });

  it('refuses in the signed-in person’s language, whatever the browser says', async () => {
    const response = await upload(LOAN_XML, 'cfdi.xml', '<?xml version="1.0"?><!DOCTYPE x []><x/>', 'en');
    expect(response.statusCode).toBe(422);
    // Root's stored language is Spanish: a signed-in person reads their own language.
    expect(JSON.stringify(response.json())).toContain('El XML no puede declarar DTD ni entidades');
  });

  it('refuses a body over the limit with 413 and keeps nothing', async () => {
    const [rows, files] = [await storedRows(), await filesOnDisk()];
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 0x20);
    big.write('%PDF-1.7\n', 0);
    const response = await upload(INVESTMENT_CONTRACT, 'grande.pdf', big);
    figures.tried++;
    if (response.statusCode !== 413) figures.violations++;
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('El archivo pesa más de 10 MB');
    expect([await storedRows(), await filesOnDisk()]).toEqual([rows, files]);
  });
});

describe('what is accepted never runs as a page of the app', () => {
  it.each([
    ['a CFDI XML', LOAN_XML, 'cfdi.xml', VALID_CFDI, 'application/xml', 'attachment'],
    ['a PDF (shown by the app)', INVESTMENT_CONTRACT, 'contrato.pdf', '%PDF-1.7\n<html><script>alert(1)</script>', 'application/pdf', 'inline'],
    ['a PNG (shown by the app)', USER_DOCUMENT, 'ine.png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>')]), 'image/png', 'inline'],
  ] as const)('%s: its own safe type, sandboxed, nosniff', async (_what, target, filename, content, type, disposition) => {
    const uploaded = await upload(target, filename, content);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json().data[0].url as string;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f]{32}\.\w+$/);
    const served = await t.app.inject({ method: 'GET', url });
    figures.tried++;
    const csp = String(served.headers['content-security-policy']);
    const safe = served.headers['content-type'] === type && String(served.headers['content-disposition']).startsWith(disposition) && /^sandbox/.test(csp) && served.headers['x-content-type-options'] === 'nosniff';
    if (!safe) figures.violations++;
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(String(served.headers['content-disposition'])).toMatch(new RegExp(`^${disposition}; filename="`));
    expect(csp).toMatch(/^sandbox;/);
    expect(csp).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a name with quotes and accents cannot break the Content-Disposition header', async () => {
    const uploaded = await upload(LOAN_XML, 'factura ñ; x=1.xml', VALID_CFDI);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: uploaded.json().data[0].url });
    expect(served.headers['content-disposition']).toBe("attachment; filename=\"factura __ x_1.xml\"; filename*=UTF-8''factura%20%C3%B1%3B%20x%3D1.xml");
  });
});

describe('path-traversal names never reach the disk', () => {
  it.each([
    ['a traversal name', '../../../../etc/cron.d/x.pdf'],
    ['a Windows traversal name', '..\\..\\x.pdf'],
    ['a name with a folder', 'contratos/x.pdf'],
  ])('%s is cut to its last part and the bytes go under a random key in the files folder', async (_what, filename) => {
    const before = new Set(await readdir(filesDir));
    const response = await upload(INVESTMENT_CONTRACT, filename, '%PDF-1.7 x');
    figures.tried++;
    const added = (await readdir(filesDir)).filter((name) => !before.has(name));
    const fine = response.statusCode === 422 || (response.statusCode === 201 && response.json().data[0].filename === 'x.pdf' && added.length === 1 && /^[0-9a-f]{32}\.pdf$/.test(added[0]!));
    if (!fine) figures.violations++;
    expect(fine, `${response.statusCode} ${response.body} ${added.join(',')}`).toBe(true);
  });
});

describe('a storage that fails', () => {
  let failing: TestApp;
  let folder: string;
  let before: Set<string>;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'caudal-failing-storage-'));
    const local = localFileStorage(folder);
    let full = false;
    // Once the app is up, writes the bytes and then fails, as a disk that fills up halfway would.
    const storage: FileStorage = { ...local, async put(key, content) {
      if (!full) return local.put(key, content);
      await writeFile(join(folder, key), content.subarray(0, 4));
      throw new Error('disk full');
    } };
    failing = await createTestApp({ env: SUITE_ENV, files: storage });
    before = new Set(await readdir(folder));
    full = true;
  });

  afterAll(async () => {
    await failing?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('leaves no stored_file row and no file', async () => {
    const rows = async () => Number((await failing.database.query<{ n: string }>('select count(*) as n from stored_file'))[0]!.n);
    const rowsBefore = await rows();
    const { payload, headers } = multipartFile('contrato.pdf', Buffer.from('%PDF-1.7 x'));
    const response = await failing.app.inject({ method: 'POST', url: `/api/file?${INVESTMENT_CONTRACT}`, payload, headers });
    figures.tried++;
    const leftBehind = (await rows()) !== rowsBefore || (await readdir(folder)).some((name) => !before.has(name));
    if (response.statusCode < 500 || leftBehind) figures.violations++;
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/error interno|inesperado|Ocurrió/i) });
    expect(leftBehind).toBe(false);
  });
});
