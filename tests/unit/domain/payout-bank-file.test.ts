/** The payout run's bank files (docs/payout-bank-files.md): SPEI texts, the CSV and fixed-width layouts, the bank's result read back. */
import { describe, expect, it } from 'vitest';
import { DomainRuleError } from '../../../server/domain/domain-error.ts';
import { checkedTransfer, monthWindow, parseBankResult, speiCsv, speiFixed, speiText, type TransferLine } from '../../../server/domain/payout-bank-file.ts';

const line = (over: Partial<TransferLine> = {}): TransferLine => ({ reference: 12, clabe: '002010077777777771', beneficiary: 'Sofía Peña Núñez', rfc: 'CAVS880923P45', amount: '9568.95', concept: 'Intereses INV-001 periodo 1', ...over });

describe('SPEI texts', () => {
  it('upper case, no accents, Ñ as N, other signs as spaces, at most 40 characters', () => {
    expect(speiText('Sofía Peña Núñez', 40)).toBe('SOFIA PENA NUNEZ');
    expect(speiText('  Inversiones & Asociados, S.A. de C.V. ', 40)).toBe('INVERSIONES ASOCIADOS S A DE C V');
    expect(speiText('María de los Ángeles Gutiérrez Hernández-Villaseñor', 40)).toBe('MARIA DE LOS ANGELES GUTIERREZ HERNANDEZ');
    expect(speiText('A'.repeat(39) + ' B', 40)).toBe('A'.repeat(39));
  });
});

describe('checked transfers', () => {
  it('refuses a CLABE whose check digit fails, naming the reference', () => {
    expect(() => checkedTransfer(line({ clabe: '002010077777777772' }))).toThrow(DomainRuleError);
    expect(() => checkedTransfer(line({ clabe: '00201007777777777' }))).toThrow(/CLABE of 18 digits/);
  });
  it('refuses amounts that are not positive with two decimals, and references past 7 digits', () => {
    expect(() => checkedTransfer(line({ amount: '0.00' }))).toThrow(/positive amount/);
    expect(() => checkedTransfer(line({ amount: '10.005' }))).toThrow(/two decimals/);
    expect(() => checkedTransfer(line({ reference: 10_000_000 }))).toThrow(/1 to 7 digits/);
    expect(checkedTransfer(line({ amount: '100' })).amount).toBe('100.00');
  });
});

describe('the layouts', () => {
  it('CSV: heading, then one CRLF line per transfer', () => {
    expect(speiCsv([line()])).toBe('referencia,clabe_beneficiario,nombre_beneficiario,rfc_beneficiario,importe,concepto\r\n12,002010077777777771,SOFIA PENA NUNEZ,CAVS880923P45,9568.95,INTERESES INV 001 PERIODO 1\r\n');
  });
  it('fixed width: 131 characters, zero-padded reference and cents', () => {
    const [row] = speiFixed([line()]).split('\r\n');
    expect(row).toHaveLength(131);
    expect(row.slice(0, 7)).toBe('0000012');
    expect(row.slice(7, 25)).toBe('002010077777777771');
    expect(row.slice(25, 65)).toBe('SOFIA PENA NUNEZ'.padEnd(40));
    expect(row.slice(65, 78)).toBe('CAVS880923P45');
    expect(row.slice(78, 91)).toBe('0000000956895');
    expect(row.slice(91).trimEnd()).toBe('INTERESES INV 001 PERIODO 1');
  });
});

describe("the bank's result", () => {
  it('reads paid and failed rows in any column order; unreadable rows are problems by line', () => {
    const csv = '\uFEFFestado,referencia,importe,clabe_beneficiario,fecha,clave_rastreo,motivo\r\nLIQUIDADA,12,9568.95,002010077777777771,2031-02-16,abc123,\r\nDEVUELTA,13,10.5,002010077777777771,2031-02-16,,Cuenta cancelada\r\nLIQUIDADA,14,1.00,002010077777777771,2031-02-31,K1,\r\nPENDIENTE,15,1.00,002010077777777771,2031-02-16,,\r\n';
    const { rows, problems } = parseBankResult(csv);
    expect(rows).toEqual([
      { reference: 12, clabe: '002010077777777771', amount: '9568.95', outcome: 'paid', trackingKey: 'ABC123', date: '2031-02-16' },
      { reference: 13, clabe: '002010077777777771', amount: '10.50', outcome: 'failed', reason: 'Cuenta cancelada', date: '2031-02-16' },
    ]);
    expect(problems.map((p) => p.line)).toEqual([4, 5]);
  });
  it('a file without the columns is one problem, nothing read', () => {
    expect(parseBankResult('a,b\n1,2')).toEqual({ rows: [], problems: [{ line: 1, problem: expect.stringContaining('referencia') }] });
  });
});

describe('the default window', () => {
  it('is the month of the day given, last day included', () => {
    expect(monthWindow('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthWindow('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
