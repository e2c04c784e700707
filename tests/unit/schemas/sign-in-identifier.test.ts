/** The sign-in identifier key and problems (schemas/rules/sign-in-identifier.ts, docs/decisions/125). */
import { describe, expect, it } from 'vitest';
import { identifierKey, identifierProblem } from '../../../schemas/rules/sign-in-identifier.ts';

describe('identifierKey', () => {
  it('folds case, width and compatibility forms', () => {
    expect(identifierKey(' Admin@Caudal.MX ')).toBe('admin@caudal.mx');
    expect(identifierKey('ａｄｍｉｎ')).toBe('admin');
    expect(identifierKey('STRAẞE')).toBe(identifierKey('strasse'));
    expect(identifierKey('ﬁnanzas')).toBe('finanzas');
    expect(identifierKey('İnversor')).toBe('inversor');
  });

  it('reads Cyrillic and Greek look-alikes as the Latin letters they imitate', () => {
    expect(identifierKey('РОКЕТ')).toBe('poket');
    expect(identifierKey('сосоа')).toBe('cocoa');
    expect(identifierKey('аԁmіn')).toBe('admin');
    expect(identifierKey('ΑΒΕΚΟΡΤΧ')).toBe('abekoptx');
  });

  it('keeps letters apart that look different', () => {
    expect(identifierKey('josé')).not.toBe(identifierKey('jose'));
    expect(identifierKey('maria')).not.toBe(identifierKey('mario'));
  });
});

describe('identifierProblem', () => {
  it('refuses Latin mixed with Cyrillic or Greek, and invisible characters', () => {
    expect(identifierProblem('gеstor')).toBe('mixedScripts');
    expect(identifierProblem('pαypal')).toBe('mixedScripts');
    expect(identifierProblem('ad\u200bmin')).toBe('invisible');
    expect(identifierProblem('ad\u00admin')).toBe('invisible');
  });

  it('accepts one script, digits and punctuation', () => {
    expect(identifierProblem('josé.pérez+1@caudal.mx')).toBeUndefined();
    expect(identifierProblem('иван')).toBeUndefined();
  });
});
