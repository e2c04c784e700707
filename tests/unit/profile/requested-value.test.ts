/** The requests panel shows a requested role by its name in the screen's language, never its id. */
import { describe, expect, it } from 'vitest';
import { profileMessages } from '../../../src/i18n/messages/profile.ts';
import { requestedValue } from '../../../src/pages/profile/requested-value.ts';
import { ROLE } from '../../../schemas/role.ts';

type Texts = Record<string, unknown>;
const inLanguage = (language: 'es' | 'en') => (key: string) => {
  const leaf = key.split('.').reduce<unknown>((node, part) => (node as Texts)?.[part], profileMessages) as Record<string, string> | undefined;
  return leaf?.[language] ?? key;
};

describe('requestedValue', () => {
  it('names the requested role in Spanish and English', () => {
    expect(requestedValue('role_id', ROLE.client, inLanguage('es'))).toBe('Cliente');
    expect(requestedValue('role_id', String(ROLE.investor), inLanguage('en'))).toBe('Investor');
  });

  it('shows other fields, and an unknown role, as they are', () => {
    expect(requestedValue('name', 'Sofía', inLanguage('es'))).toBe('Sofía');
    expect(requestedValue('role_id', 99, inLanguage('es'))).toBe('99');
    expect(requestedValue('phone', null, inLanguage('es'))).toBe('');
  });
});
