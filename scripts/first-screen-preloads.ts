/**
 * Which code files Vite announces with `<link rel="modulepreload">` before a dynamic import
 * (decision 187). For the signed-in app's first screen (the app itself and the two landing screens) it
 * announced about forty, each added to the page one at a time while the shell was showing. On Lighthouse's
 * phone that was a long task of its own, and the browser's work for each link came with it: TBT 800 to 1,100 ms
 * with them, 270 to 650 ms without. Those files are the static imports of the chunk being loaded, so the
 * browser finds them itself when it reads that chunk. Every other dynamic import (a screen opened from the
 * menu, a dialog) keeps its announcements: only its few new files are added, and each saves a round trip.
 */
const FIRST_SCREEN_CHUNK = /^assets\/(App|DashboardPage|EntityList)-[\w-]+\.js$/;

export function modulePreloads(filename: string, deps: string[]): string[] {
  return FIRST_SCREEN_CHUNK.test(filename) ? [] : deps;
}
