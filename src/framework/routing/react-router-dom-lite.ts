/**
 * What the browser build resolves `react-router-dom` to (vite.config.ts, decision 182): react-router
 * itself, minus its data routers. ra-core's router adapter imports createHashRouter and the DOM
 * RouterProvider for an app that is not inside a router yet; Caudal always is (App.tsx mounts
 * react-admin in its own BrowserRouter), so that branch never runs, but its import alone kept the
 * data router (loaders, actions, fetchers, hydration: about 55 kB minified) in every first screen.
 */
export * from 'react-router';

const NOT_BUNDLED = 'react-router data routers are not in the Caudal bundle: mount react-admin inside a <BrowserRouter> (decision 182)';

export function createHashRouter(): never {
  throw new Error(NOT_BUNDLED);
}

export function RouterProvider(): never {
  throw new Error(NOT_BUNDLED);
}

export function HydratedRouter(): never {
  throw new Error(NOT_BUNDLED);
}
