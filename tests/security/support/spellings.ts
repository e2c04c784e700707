/**
 * Other spellings of one path: what an attacker tries when a server decides on the URL text while its
 * router decodes it. Each yields undefined when it does not apply to a path.
 */
export interface Spelling {
  name: string;
  spell(path: string): string | undefined;
}

const firstLetter = /[a-z]/;

export const SPELLINGS: readonly Spelling[] = [
  {
    name: 'percent-encoded letter',
    spell: (path) => {
      const index = path.search(firstLetter);
      return index < 0 ? undefined : `${path.slice(0, index)}%${path.charCodeAt(index).toString(16)}${path.slice(index + 1)}`;
    },
  },
  { name: 'double slash', spell: (path) => path.replace(/^\/([^/]+)\//, '/$1//') },
  { name: 'leading double slash', spell: (path) => `/${path}` },
  { name: 'dot segment', spell: (path) => path.replace(/^\/([^/]+)\//, '/$1/./') },
  { name: 'trailing slash', spell: (path) => (path === '/' ? undefined : `${path}/`) },
  { name: ';param', spell: (path) => `${path};jsessionid=1` },
  { name: 'upper case', spell: (path) => (path.toUpperCase() === path ? undefined : path.replace(/^\/([a-z]+)/, (_m, first: string) => `/${first.toUpperCase()}`)) },
  { name: '%2F', spell: (path) => (path.lastIndexOf('/') > 0 ? `${path.slice(0, path.lastIndexOf('/'))}%2F${path.slice(path.lastIndexOf('/') + 1)}` : undefined) },
  { name: 'encoded dot segment', spell: (path) => path.replace(/^\/([^/]+)\//, '/$1/%2e/') },
];
