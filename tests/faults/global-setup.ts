/**
 * Once per faults run: the migrated, seeded database every test copies (as the API tests have it) and
 * the bundled server (dist-server/main.js, what `npm start` runs), built fresh from the sources.
 */
import type { TestProject } from 'vitest/node';
import { rmSync } from 'node:fs';
import apiSetup from '../api/global-setup.ts';
import { FAULTS_REPORT } from './support/fault-report.ts';
// @ts-expect-error: a plain JavaScript build script (scripts/build-server.mjs), without types.
import { buildServer } from '../../scripts/build-server.mjs';

export default async function setup(project: TestProject) {
  rmSync(FAULTS_REPORT, { force: true }); // figures from this run only
  await (buildServer as () => Promise<void>)();
  return apiSetup(project);
}
