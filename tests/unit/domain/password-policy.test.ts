import { describe, expect, it } from 'vitest';
import { checkPassword, passwordIdentifiers } from '../../../schemas/rules/password-policy.ts';

const none = { identifiers: [], companyWords: [] };

describe('checkPassword: DOMAIN.md fixed tests', () => {
  it.each([
    ['Abcd1234!', ['sequential']],
    ['Zyxw5!Qa', ['sequential']],
    ['Aaaa1x9!', ['repeated']],
  ])('rejects %s', (password, rules) => {
    expect(checkPassword(password, none)).toEqual(rules);
  });

  it.each(['Abc12x3!', 'Passs111!', 'Kx9#mQ2w', 'Q1w2e3r4!'])('accepts %s', (password) => {
    expect(checkPassword(password, none)).toEqual([]);
  });

  it.each(['123', '12a34', '2026', '7890'])('%s does not trip the sequence rule', (fragment) => {
    expect(checkPassword(`Xq!${fragment}`, none)).not.toContain('sequential');
  });
});

describe('checkPassword: each rule', () => {
  it('length: at least 8, and 64 or more are allowed', () => {
    expect(checkPassword('Kx9#mQ2', none)).toEqual(['minLength']);
    expect(checkPassword(`Kx9#${'mQ2w'.repeat(16)}`, none)).toEqual([]);
    expect(checkPassword(`Kx9#${'mQ2w'.repeat(40)}`, none)).toEqual(['maxLength']);
  });

  it('needs an uppercase letter, a digit and a special character', () => {
    expect(checkPassword('kx9#mq2w', none)).toEqual(['uppercase']);
    expect(checkPassword('Kxz#mQpw', none)).toEqual(['digit']);
    expect(checkPassword('Kx9zmQ2w', none)).toEqual(['special']);
    expect(checkPassword('Kx9 mQ2w', none)).toEqual(['special']);
  });

  it('repeated: 4 identical in a row fail, 3 pass', () => {
    expect(checkPassword('Kx1111#Q', none)).toContain('repeated');
    expect(checkPassword('Kx111#Q9', none)).not.toContain('repeated');
  });

  it('sequential: ascending or descending, digits or letters (any case), no wrap', () => {
    expect(checkPassword('Kq#4321!', none)).toContain('sequential');
    expect(checkPassword('Kq#9aBcD', none)).toContain('sequential');
    expect(checkPassword('Kq#9XyzA', none)).not.toContain('sequential');
    expect(checkPassword('Kq#9Yza1', none)).not.toContain('sequential');
    expect(checkPassword('Kq#12321', none)).not.toContain('sequential');
  });

  it('contains an identifier: case- and accent-insensitive, 3+ characters only', () => {
    const context = { identifiers: ['José', 'GODE561231GR8', 'li'], companyWords: [] };
    expect(checkPassword('Xjose#91Q', context)).toEqual(['containsIdentifier']);
    expect(checkPassword('XJOSÉ#91Q', context)).toEqual(['containsIdentifier']);
    expect(checkPassword('Q#gode561231gr8', context)).toContain('containsIdentifier');
    expect(checkPassword('Xlimon#9Q', context)).toEqual([]);
  });

  it('contains a company word', () => {
    expect(checkPassword('Caudal#2025', { identifiers: [], companyWords: ['caudal'] })).toEqual(['containsCompanyWord']);
  });

  it('reports every failed rule at once', () => {
    expect(checkPassword('aaaa', none)).toEqual(['minLength', 'uppercase', 'digit', 'special', 'repeated']);
  });
});

describe('passwordIdentifiers', () => {
  it('takes the username, email local part and its pieces, each name word and the RFC, 3+ chars', () => {
    expect(passwordIdentifiers({ username: 'jperez', email: 'juan.perez@example.com', name: 'Juan Pérez', lastName: 'Li', rfc: 'PEJU800101AB1' })).toEqual([
      'jperez',
      'juan.perez',
      'juan',
      'perez',
      'Juan',
      'Pérez',
      'PEJU800101AB1',
    ]);
  });
});
