/**
 * Decision 134: the app speaks tú; only the legal texts (src/pages/legal/) speak usted. The Spanish texts of
 * the screens and of the server are read for usted forms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FOLDERS = ['src/i18n', 'server/i18n', 'server/auth'];
/** Usted forms: the pronoun, "su/sus" + a thing of the person's, and formal imperatives. */
const USTED = /\b(usted|ustedes|su (cuenta|contraseña|correo|teléfono|perfil|código|sesión|solicitud)|sus datos|Ingrese|Introduzca|Seleccione|Verifique|Intente|Escriba|Elija|Revise|Vuelva a|Comuníquese|Espere|Simule|Descargue|Consulte|Haga|Presione|Pulse|Cambie|Agregue|Suba|Envíe|Solicite|Indique)\b/i;

function files(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/-en\.ts$|en\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the app speaks tú', () => {
  it('reads the Spanish catalogues (the check reads something)', () => {
    expect(files('src/i18n').length).toBeGreaterThan(5);
  });

  it('has no usted form outside the legal texts', () => {
    const found = FOLDERS.flatMap(files).flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => USTED.test(line))
        .map(({ at, line }) => `${at} ${USTED.exec(line)?.[0]}`),
    );
    expect(found).toEqual([]);
  });
});
