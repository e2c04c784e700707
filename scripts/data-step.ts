/**
 * `npm run db:data-step -- --name <what_it_does>`: a new data step (docs/decisions/164), the file
 * server/db/data-steps/<next number>_<name>.ts from a template, and server/db/data-steps/index.ts written
 * again from the files there, in the order of their names. Run without --name, it only writes the index
 * (after a step was deleted or renumbered); a unit test checks the committed index is current.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DATA_STEPS_DIR = fileURLToPath(new URL('../server/db/data-steps/', import.meta.url));
export const DATA_STEPS_INDEX = join(DATA_STEPS_DIR, 'index.ts');
const STEP_FILE = /^(\d{4})_([a-z][a-z0-9_]*)\.ts$/;
const NAME = /^[a-z][a-z0-9_]{2,59}$/;

/** The step files, in the order they run. */
export async function stepFiles(): Promise<string[]> {
  return (await readdir(DATA_STEPS_DIR)).filter((file) => STEP_FILE.test(file)).sort();
}

/** The index's text for the step files there now. */
export async function dataStepsIndexSource(): Promise<string> {
  const files = await stepFiles();
  const names = files.map((file) => file.slice(0, -'.ts'.length));
  return [
    '/**',
    ' * Every data step, in the order it runs (server/db/data-step-runner.ts, docs/decisions/164).',
    ' * Written by `npm run db:data-step` (scripts/data-step.ts): do not edit by hand.',
    ' */',
    "import type { NamedDataStep } from '../data-step-runner.ts';",
    ...names.map((name) => `import step${name.slice(0, 4)} from './${name}.ts';`),
    '',
    names.length === 0 ? 'export const dataSteps: readonly NamedDataStep[] = [];' : 'export const dataSteps: readonly NamedDataStep[] = [',
    ...(names.length === 0 ? [] : [...names.map((name) => `  { name: '${name}', ...step${name.slice(0, 4)} },`), '];']),
    '',
  ].join('\n');
}

const TEMPLATE = `/**
 * Why this step exists and what it leaves behind (it runs once per database, after the SQL migrations,
 * the seed and the module reconciler; README "A data step").
 */
import { sql } from 'drizzle-orm';
import type { DataStep } from '../data-step-runner.ts';

export default {
  async run(tx) {
    // The work, with tx: the project's Drizzle database, inside this step's transaction. Leave rows already
    // in the new shape as they are; answer a line for the start-up log. Until the work is written the step
    // fails, so no database records it as done.
    await tx.execute(sql\`select 1\`);
    throw new Error('this data step has no work yet: write it in its run(tx)');
  },
} satisfies DataStep;
`;

/** Writes a new step from the template; answers its file name. */
export async function addDataStep(name: string): Promise<string> {
  if (!NAME.test(name)) throw new Error(`--name must be lower case letters, digits and underscores (3 to 60, a letter first), got: ${JSON.stringify(name)}`);
  const files = await stepFiles();
  const next = files.length === 0 ? 1 : Number(STEP_FILE.exec(files.at(-1)!)![1]) + 1;
  const file = `${String(next).padStart(4, '0')}_${name}.ts`;
  await writeFile(join(DATA_STEPS_DIR, file), TEMPLATE, { flag: 'wx' });
  return file;
}

export async function writeDataStepsIndex(): Promise<boolean> {
  const next = await dataStepsIndexSource();
  if ((await readFile(DATA_STEPS_INDEX, 'utf8').catch(() => '')) === next) return false;
  await writeFile(DATA_STEPS_INDEX, next);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const at = argv.findIndex((arg) => arg === '--name' || arg.startsWith('--name='));
  const name = at < 0 ? undefined : argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  try {
    if (at >= 0) console.log(`server/db/data-steps/${await addDataStep(name ?? '')} written: put the work in its run(tx)`);
    console.log((await writeDataStepsIndex()) ? 'server/db/data-steps/index.ts written' : 'server/db/data-steps/index.ts is current');
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: npm run db:data-step -- --name <what_it_does>`);
    process.exit(1);
  }
}
