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

describe('emotion’s attribute test without its large regular expression', () => {
  const FILE = '@emotion/is-prop-valid/dist/emotion-is-prop-valid.esm.js';
  const id = `${NODE_MODULES}${FILE}`;
  const asFunction = async (code: string) => {
    const module = code.replace("import memoize from '@emotion/memoize';", 'const memoize = (fn) => fn;');
    return ((await import(`data:text/javascript,${encodeURIComponent(module)}`)) as { default: (prop: string) => boolean }).default;
  };

  it('answers exactly as emotion’s own for every name it lists and every kind of prop name', async () => {
    const original = readFileSync(id, 'utf8');
    const edited = transformOf()(original, id)!.code;
    expect(edited).toContain('reactPropNames.has(prop)');
    const [before, after] = await Promise.all([asFunction(original), asFunction(edited)]);
    const source = /var reactPropsRegex = \/\^\(\((.*?)\)\|/.exec(original)![1]!;
    const listed = source.split('|');
    expect(listed.length).toBeGreaterThan(400);
    const others = ['', 'o', 'on', 'onClick', 'on1', 'onclick', 'ownerState', 'sx', 'variant', 'data-', 'data-x', 'DATA-x', 'dAtA-test', 'aria-label', 'ARIA-hidden', 'x-y', 'X-y', 'x-', 'xdata-a', 'data-a\nb', 'data-a\u2028', '-data-a', 'className2', 'classname', 'children ', ' children', 'toString', '__proto__', 'constructor', 'hasOwnProperty'];
    const variants = listed.flatMap((name) => [name, name.toUpperCase(), name.toLowerCase(), `${name}x`, `x${name}`, name.slice(1)]);
    const mismatches = [...variants, ...others].filter((prop) => before(prop) !== after(prop));
    expect(mismatches).toEqual([]);
  });
});
