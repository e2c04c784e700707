/**
 * A Vite build plugin: small edits to the files of react-admin and of the libraries it draws with, so a first
 * screen does not download what it never draws (decision 182) nor redo work it has already done
 * (decision 185). Each edit names the file, the exact text it replaces and why; an upgrade that changes that
 * text fails the build here instead of dropping the edit silently. The edited line keeps its place, so source
 * maps still point at the right lines.
 */
import type { Plugin } from 'vite';

interface Edit {
  /** The file, as the end of its path under node_modules. */
  file: string;
  from: string;
  to: string;
}

/** `Name`: a component that draws `Lazy` (same props) inside a Suspense of its own, drawing nothing while it loads. */
function suspended(name: string, lazy: string): string {
  return `const ${name} = (props) => React.createElement(React.Suspense, { fallback: null }, React.createElement(${lazy}, props));`;
}

/** An import of a component react-admin never draws in Caudal, turned into one that loads its file when drawn. */
function lazyNamed(file: string, from: string, name: string, path: string): Edit {
  return { file, from, to: `const Lazy${name} = React.lazy(() => import("${path}").then((m) => ({ default: m.${name} }))); ${suspended(name, `Lazy${name}`)}` };
}

/**
 * Emotion's attribute test without compiling its regular expression: the names between `^((` and `)|((` of
 * `reactPropsRegex`'s own source in a Set, and its `data-`/`aria-`/`x-` prefixes as a small expression of
 * their own. Any other shape of source falls back to the expression itself.
 */
const IS_REACT_PROP = [
  'var reactPropNames; var PREFIXED_PROP = /^(([Dd][Aa][Tt][Aa]|[Aa][Rr][Ii][Aa]|x)-.*)$/;',
  'function isReactProp(prop) {',
  'if (reactPropNames === undefined) { var source = reactPropsRegex.source, tail = ")|(([Dd][Aa][Tt][Aa]|[Aa][Rr][Ii][Aa]|x)-.*))$", names = source.slice(3, source.length - tail.length);',
  'reactPropNames = source.startsWith("^((") && source.endsWith(tail) && /^[A-Za-z0-9|]+$/.test(names) ? new Set(names.split("|")) : null; }',
  'return reactPropNames ? reactPropNames.has(prop) || PREFIXED_PROP.test(prop) : reactPropsRegex.test(prop); }',
].join(' ');

export const REACT_ADMIN_EDITS: readonly Edit[] = [
  {
    // Every page title is "configurable": its editor, a MUI TextField, shows only in react-admin's
    // preferences inspector, which Caudal never opens. The field's code (TextField, Select, inputs) now
    // loads if the editor is ever drawn, inside a Suspense of its own.
    file: 'ra-ui-materialui/dist/layout/PageTitleConfigurable.js',
    from: "import { TextField } from '@mui/material';",
    to: `const LazyTextField = React.lazy(() => import('@mui/material/TextField')); ${suspended('TextField', 'LazyTextField')}`,
  },
  // The app bar's user menu, language menu and theme switch: Caudal's bar (src/layout/CaudalAppBar.tsx)
  // passes its own toolbar and no user menu, so react-admin never draws these; their code (a Menu, an
  // Avatar, tooltips, icons) loads only if one ever is.
  lazyNamed('ra-ui-materialui/dist/layout/AppBar.js', 'import { UserMenu } from "./UserMenu.js";', 'UserMenu', './UserMenu.js'),
  lazyNamed('ra-ui-materialui/dist/layout/AppBar.js', 'import { LocalesMenuButton } from "../button/index.js";', 'LocalesMenuButton', '../button/LocalesMenuButton.js'),
  lazyNamed('ra-ui-materialui/dist/layout/AppBar.js', 'import { ToggleThemeButton } from "../button/ToggleThemeButton.js";', 'ToggleThemeButton', '../button/ToggleThemeButton.js'),
  {
    // The preferences inspector draws nothing until react-admin's preferences editing is turned on, which
    // Caudal never does: its code loads only then.
    file: 'ra-ui-materialui/dist/layout/Layout.js',
    from: 'import { Inspector } from "../preferences/index.js";',
    to: `import { usePreferencesEditor } from 'ra-core'; const LazyInspector = React.lazy(() => import("../preferences/Inspector.js").then((m) => ({ default: m.Inspector }))); const Inspector = () => (usePreferencesEditor().isEnabled ? React.createElement(React.Suspense, { fallback: null }, React.createElement(LazyInspector)) : null);`,
  },
  {
    // A menu entry's keyboard shortcut (react-hotkeys-hook): Caudal's menu gives none, so the hook's
    // package stays out of every first screen; an entry given one fails loudly instead of doing nothing.
    file: 'ra-ui-materialui/dist/layout/MenuItemLink.js',
    from: "import { useHotkeys } from 'react-hotkeys-hook';",
    to: "const useHotkeys = (keys, callback, options) => { if (options && options.enabled) throw new Error('menu keyboard shortcuts are left out of the Caudal build (scripts/trim-react-admin.ts, decision 182)'); };",
  },
  // The routes are read from the admin's children when the router first draws, and read again by an
  // effect right after, which sets them as a new object even when the children are the very same: one more
  // render of the whole app, unsliced, on every first screen (decision 185). The effect now sets
  // them only when the children changed (or a function child must be resolved, as before).
  {
    file: 'ra-core/dist/core/useConfigureAdminRouterFromChildren.js',
    from: 'const [routesAndResources, setRoutesAndResources, mergeRoutesAndResources] = useRoutesAndResourcesState(getRoutesAndResourceFromNodes(children));',
    to: 'const [childrenFirstRead] = useState(children); const [routesAndResources, setRoutesAndResources, mergeRoutesAndResources] = useRoutesAndResourcesState(getRoutesAndResourceFromNodes(childrenFirstRead));',
  },
  {
    file: 'ra-core/dist/core/useConfigureAdminRouterFromChildren.js',
    from: '            setRoutesAndResources(newRoutesAndResources);',
    to: '            if (functionChild || children !== childrenFirstRead) setRoutesAndResources(newRoutesAndResources);',
  },
  {
    // react-admin's own CSV exporter (jsonexport, about 4 kB gzipped) is every list's default exporter.
    // Caudal's lists export on the server (ServerExportButton, exporter={false}): the package now loads only
    // if react-admin's exporter is ever called.
    file: 'ra-core/dist/export/defaultExporter.js',
    from: "import jsonExport from 'jsonexport/dist/index.js';",
    to: "const jsonExport = (data, done) => import('jsonexport/dist/index.js').then((m) => (m.default ?? m)(data, done));",
  },
  // Emotion (MUI's styling) asks, once per prop name, whether a prop is an HTML attribute, with one regular
  // expression of about 450 alternatives. Compiling it costs a phone's first render a long task of its own
  // (about 14 ms on this machine unthrottled, four times that in Lighthouse's phone). The same names now go in
  // a Set, read from that expression's own text, so the answer is the same for every prop name (a unit test
  // compares the two). If the expression's shape ever changes, it is used as it is.
  {
    file: '@emotion/is-prop-valid/dist/emotion-is-prop-valid.esm.js',
    from: '  return reactPropsRegex.test(prop) || prop.charCodeAt(0) === 111',
    to: '  return isReactProp(prop) || prop.charCodeAt(0) === 111',
  },
  {
    file: '@emotion/is-prop-valid/dist/emotion-is-prop-valid.esm.js',
    from: 'export { isPropValid as default };',
    to: `${IS_REACT_PROP} export default isPropValid;`,
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
        if (out.split(edit.from).length !== 2) throw new Error(`trim-react-admin: "${edit.from}" is not once in ${edit.file}; react-admin changed: review the edit (decisions 182 and 185)`);
        out = out.replace(edit.from, () => edit.to);
      }
      // Lines keep their places: the file's own mappings still hold.
      return { code: out, map: { mappings: '' } };
    },
  };
}
