/**
 * A Vite build plugin: small edits to react-admin's own files, so a first screen does not download what
 * it never draws (issue 22, decision 182). Each edit names the file, the exact text it replaces and why;
 * a react-admin upgrade that changes that text fails the build here instead of dropping the edit
 * silently. The edited line keeps its place, so source maps still point at the right lines.
 */
import type { Plugin } from 'vite';

interface Edit {
  /** The file, as the end of its path under node_modules. */
  file: string;
  from: string;
  to: string;
}

export const REACT_ADMIN_EDITS: readonly Edit[] = [
  {
    // Every page title is "configurable": its editor, a MUI TextField, shows only in react-admin's
    // preferences inspector, which Caudal never opens. The field's code (TextField, Select, inputs) now
    // loads if the editor is ever drawn, inside a Suspense of its own.
    file: 'ra-ui-materialui/dist/layout/PageTitleConfigurable.js',
    from: "import { TextField } from '@mui/material';",
    to: "const LazyTextField = React.lazy(() => import('@mui/material/TextField')); const TextField = (props) => React.createElement(React.Suspense, { fallback: null }, React.createElement(LazyTextField, props));",
  },
];

export function trimReactAdmin(edits: readonly Edit[] = REACT_ADMIN_EDITS): Plugin {
  return {
    name: 'caudal-trim-react-admin',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!.replaceAll('\\', '/');
      const mine = edits.filter((edit) => path.endsWith(`/node_modules/${edit.file}`));
      if (mine.length === 0) return null;
      let out = code;
      for (const edit of mine) {
        if (out.split(edit.from).length !== 2) throw new Error(`trim-react-admin: "${edit.from}" is not once in ${edit.file}; react-admin changed: review the edit (decision 182)`);
        out = out.replace(edit.from, () => edit.to);
      }
      // Lines keep their places: the file's own mappings still hold.
      return { code: out, map: { mappings: '' } };
    },
  };
}
