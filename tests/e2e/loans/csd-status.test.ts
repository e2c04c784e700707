/**
 * Admin sees the CSD's validity above the invoices, in Chromium: the bundled SAT
 * test CSD, its certificate and dates, that it ended days ago, and that demo mode seals anyway, as an
 * amber warning; a screenshot of the notice is kept (CAUDAL_SCREENSHOTS, else the system's temp folder)
 * and checked to be the warning Alert's colour, not a blank page or an error.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openApp } from '../support/app.ts';
import { pageForFile } from '../support/browser.ts';
import { SCREEN_WAIT, expectNoErrorDialog } from '../support/feedback.ts';

const page = pageForFile();

/** The most frequent colour of a PNG Chromium wrote (8-bit RGBA or RGB, no interlace). */
function dominantColour(png: Buffer): string {
  const width = png.readUInt32BE(16);
  const channels = png[25] === 6 ? 4 : 3;
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels + 1;
  const counts = new Map<string, number>();
  const previous = Buffer.alloc(stride - 1);
  for (let row = 0; row * stride < raw.length; row++) {
    const filter = raw[row * stride];
    const line = Buffer.from(raw.subarray(row * stride + 1, (row + 1) * stride));
    for (let i = 0; i < line.length; i++) {
      const left = i >= channels ? line[i - channels] : 0;
      const up = previous[i];
      const upLeft = i >= channels ? previous[i - channels] : 0;
      const p = left + up - upLeft;
      const paeth = Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft) ? left : Math.abs(p - up) <= Math.abs(p - upLeft) ? up : upLeft;
      line[i] = (line[i] + [0, left, up, (left + up) >> 1, paeth][filter]) & 0xff;
    }
    line.copy(previous);
    for (let x = 0; x < width; x++) {
      const key = `${line[x * channels]},${line[x * channels + 1]},${line[x * channels + 2]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

describe('the invoices screen', () => {
  it('shows Admin the CSD, its dates, the days since it ended and demo mode, as a warning', async () => {
    await openApp(page, '/prestamos/facturas');
    const notice = page.getByTestId('csd-status');
    await notice.waitFor({ state: 'visible', timeout: SCREEN_WAIT.timeout });
    const text = await notice.innerText();
    expect(text).toContain('CSD de la empresa');
    expect(text).toContain('RFC EKU9003173C9, certificado 30001000000400002434');
    expect(text).toMatch(/Venció hace \d+ días/);
    expect(text).toContain('Modo demostración');
    await expectNoErrorDialog(page);

    const folder = process.env.CAUDAL_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), 'caudal-csd-'));
    const path = join(folder, 'facturas-csd.png');
    await notice.screenshot({ path });
    const box = await notice.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    // A warning, not an error or a success: MUI's warning Alert, whose background (the theme's pale amber) fills the picture.
    expect(await notice.getAttribute('class')).toMatch(/MuiAlert-colorWarning/);
    const background = await notice.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(`rgb(${dominantColour(readFileSync(path)).replaceAll(',', ', ')})`).toBe(background);
  });
});
