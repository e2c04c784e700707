/**
 * The build's edits to react-admin's files (scripts/trim-react-admin.ts, decision 182): each finds its
 * text exactly once in the installed version, keeps the file's line count, and a text that moved fails
 * the build instead of being skipped.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REACT_ADMIN_EDITS, trimReactAdmin } from '../../../scripts/trim-react-admin.ts';

const NODE_MODULES = fileURLToPath(new URL('../../../node_modules/', import.meta.url));

type Transform = (code: string, id: string) => { code: string } | null;
const transformOf = (edits = REACT_ADMIN_EDITS) => trimReactAdmin(edits).transform as unknown as Transform;

describe('the edits to react-admin', () => {
  it.each(REACT_ADMIN_EDITS.map((edit) => [edit.file, edit] as const))('%s: its text is there once and is replaced, lines kept', (file, edit) => {
    const id = `${NODE_MODULES}${file}`;
    const code = readFileSync(id, 'utf8');
    expect(code.split(edit.from)).toHaveLength(2);
    const out = transformOf()(code, id)!.code;
    expect(out).toContain(edit.to);
    expect(out).not.toContain(edit.from);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves every other file alone', () => {
    expect(transformOf()('export const x = 1;', `${NODE_MODULES}ra-ui-materialui/dist/layout/Title.js`)).toBeNull();
    expect(transformOf()("import { TextField } from '@mui/material';", '/app/src/layout/PageTitleConfigurable.js')).toBeNull();
  });

  it('fails the build when react-admin changed the text it replaces', () => {
    const [edit] = REACT_ADMIN_EDITS;
    expect(() => transformOf()('export const changed = true;', `${NODE_MODULES}${edit!.file}`)).toThrow(/react-admin changed/);
  });
});
