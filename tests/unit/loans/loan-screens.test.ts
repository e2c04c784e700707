/** The loan screens' pure pieces: the calendar's month grid and where an uploaded CFDI goes. */
import { describe, expect, it } from 'vitest';
import { monthWeeks, shiftMonth } from '../../../src/pages/loans/calendar-grid.ts';
import { cfdiField } from '../../../src/pages/loans/cfdi-field.ts';

describe('the calendar grid', () => {
  it('lays a month out in weeks from Monday, padded at both ends', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('knows leap years and a month that fits four weeks', () => {
    expect(monthWeeks('2028-02').flat().filter(Boolean).at(-1)).toBe('2028-02-29');
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', 14)).toBe('2027-07');
  });
});

describe('a CFDI upload', () => {
  it('fills the location of its kind, and nothing for other files', () => {
    expect(cfdiField('Factura-12.PDF')).toBe('cfdi_pdf_location');
    expect(cfdiField('cfdi.xml')).toBe('cfdi_xml_location');
    expect(cfdiField('cfdi.xml.exe')).toBeNull();
    expect(cfdiField('cfdi.txt')).toBeNull();
  });
});
