/**
 * `npm test`: the type check (counted as one test), then the unit, API, security, faults and e2e vitest projects.
 * Each vitest run writes a JSON report to .test-cache/ beside the readable terminal output; the
 * counts are summed and the LAST line printed is exactly `N passed, N failed` (CI reads it).
 * With DATABASE_URL set, the API project runs on PostgreSQL instead of PGlite.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, '.test-cache');

interface Counts {
  passed: number;
  failed: number;
}

interface StepResult extends Counts {
  name: string;
  seconds: number;
}

/**
 * Runs a command with the terminal as its output, or, for a step that runs beside another, into a log
 * file printed whole when the step ends (two vitest reporters on one terminal would interleave).
 */
function run(command: string, args: string[], logFile?: string): Promise<number> {
  return new Promise((resolvePromise) => {
    const output = logFile === undefined ? 'inherit' : openSync(logFile, 'w');
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', output, output], env: process.env });
    child.on('error', () => resolvePromise(127));
    child.on('close', (code) => {
      if (typeof output === 'number') closeSync(output);
      resolvePromise(code ?? 1);
    });
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName?: string; failureMessages?: string[] }[];
  }[];
}

/**
 * Every failed test of a report, named with its file and the first line of its message, then a few more
 * lines of it: for a browser test those are Playwright's call log (what the click waited for), which is
 * all CI keeps of a failure that does not happen on the next run.
 */
function failuresFromReport(file: string): string[] {
  let report: VitestReport;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  } catch {
    return [];
  }
  const lines: string[] = [];
  for (const result of report.testResults) {
    const where = relative(ROOT, result.name);
    const failed = result.assertionResults.filter((a) => a.status === 'failed');
    if (result.status === 'failed' && failed.length === 0) lines.push(`${where}: ${firstLine(result.message)}`);
    for (const a of failed) {
      lines.push(`${where} > ${a.fullName ?? '?'}: ${firstLine(a.failureMessages?.[0])}`);
      lines.push(...detailLines(a.failureMessages?.[0]).map((line) => `    ${line}`));
    }
  }
  return lines;
}

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 240) ?? '';
}

/** The message's lines after its first, up to the stack trace, at most a dozen. */
function detailLines(text: string | undefined): string[] {
  const lines = (text ?? '').split('\n').map((line) => line.trim()).filter((line) => line !== '');
  const stack = lines.findIndex((line) => line.startsWith('at '));
  return lines.slice(1, stack === -1 ? undefined : stack).slice(0, 12).map((line) => line.slice(0, 240));
}

/** Counts from vitest's JSON report. A file that failed before running any test counts as one failure. */
function countsFromReport(file: string): Counts | undefined {
  let report: VitestReport;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  } catch {
    return undefined;
  }
  const brokenFiles = report.testResults.filter((r) => r.status === 'failed' && !r.assertionResults.some((a) => a.status === 'failed')).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

async function typeCheck(): Promise<Counts> {
  const code = await run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function vitestProject(project: string, logFile?: string): Promise<Counts> {
  const reportFile = join(CACHE, `${project}.json`);
  rmSync(reportFile, { force: true });
  const code = await run('npx', [
    'vitest', 'run', '--project', project, '--passWithNoTests',
    '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`,
  ], logFile);
  const counts = countsFromReport(reportFile) ?? { passed: 0, failed: 0 };
  // A crash outside any test (global setup, config) fails the step even when no test was counted.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

async function step(name: string, work: () => Promise<Counts>): Promise<StepResult> {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const counts = await work();
  return { name, ...counts, seconds: (performance.now() - started) / 1000 };
}

/** A step that runs beside others: its output is kept in a file and printed, whole, when it ends. */
async function sideStep(name: string, project: string): Promise<StepResult> {
  const logFile = join(CACHE, `${project}.log`);
  console.log(`\n=== ${name}: started beside the others (output printed when it ends) ===`);
  const started = performance.now();
  const counts = await vitestProject(project, logFile);
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n=== ${name} (${seconds.toFixed(1)} s) ===`);
  console.log(readFileSync(logFile, 'utf8'));
  return { name, ...counts, seconds };
}

/** The client and the bundled server, built once before the steps that run beside each other use them. */
async function buildOnce(): Promise<Counts> {
  const code = await run('npm', ['run', 'build']);
  return code === 0 ? { passed: 0, failed: 0 } : { passed: 0, failed: 1 };
}

interface ProbeFigures {
  tried: number;
  violations: number;
  detail?: string;
}

/** The adversarial suite's counts (routes x identities x spellings tried, violations), as CI should show them. */
function printSecurityFigures(): void {
  let figures: Record<string, ProbeFigures>;
  try {
    figures = JSON.parse(readFileSync(join(CACHE, 'security-report.json'), 'utf8')) as Record<string, ProbeFigures>;
  } catch {
    console.log('\n=== security figures ===\n(no report: the security step did not run)');
    return;
  }
  console.log('\n=== security figures ===');
  for (const [name, f] of Object.entries(figures)) {
    console.log(`${name.padEnd(48)} ${String(f.tried).padStart(7)} tried ${String(f.violations).padStart(4)} violations${f.detail ? `  (${f.detail})` : ''}`);
  }
}

interface FaultFigures {
  trials: number;
  lostWrites: number;
  orphanCfdis: number;
  stalls: number;
  detail?: string;
}

/** The fault suite's counts (tests/faults/support/fault-report.ts): trials, and what was lost in them. */
function printFaultFigures(): void {
  let figures: Record<string, FaultFigures>;
  try {
    figures = JSON.parse(readFileSync(join(CACHE, 'faults-report.json'), 'utf8')) as Record<string, FaultFigures>;
  } catch {
    console.log('\n=== fault figures ===\n(no report: the faults step did not run)');
    return;
  }
  console.log('\n=== fault figures ===');
  console.log(`${'fault'.padEnd(56)} ${'trials'.padStart(6)} ${'lost writes'.padStart(11)} ${'orphan CFDIs'.padStart(12)} ${'stalls'.padStart(6)}`);
  for (const [name, f] of Object.entries(figures)) {
    console.log(`${name.padEnd(56)} ${String(f.trials).padStart(6)} ${String(f.lostWrites).padStart(11)} ${String(f.orphanCfdis).padStart(12)} ${String(f.stalls).padStart(6)}${f.detail ? `  (${f.detail})` : ''}`);
  }
}

/**
 * The fiscal documents this run checked (tests/helpers/fiscal-tally.ts): CFDI and retention
 * certificates put to SAT's XSDs, how many they accepted, and how many seals were verified.
 */
function printFiscalFigures(): void {
  let lines: string[];
  try {
    lines = readFileSync(join(CACHE, 'fiscal-documents.ndjson'), 'utf8').split('\n').filter((line) => line !== '');
  } catch {
    console.log('\n=== fiscal documents ===\n(no tally: no test checked a fiscal document)');
    return;
  }
  const counts = new Map<string, number>();
  for (const line of lines) {
    const { kind, check } = JSON.parse(line) as { kind: string; check: string };
    counts.set(`${kind} ${check}`, (counts.get(`${kind} ${check}`) ?? 0) + 1);
  }
  const count = (key: string) => counts.get(key) ?? 0;
  console.log('\n=== fiscal documents ===');
  for (const [kind, label] of [['cfdi', 'CFDI 4.0 (income and payment)'], ['retention', 'Retenciones 2.0 certificates']]) {
    const valid = count(`${kind} schema-valid`);
    const checked = valid + count(`${kind} schema-invalid`);
    console.log(`${label.padEnd(32)} ${String(checked).padStart(5)} put to SAT's XSDs, ${String(valid).padStart(5)} valid (the rest are tests' bad documents), ${String(count(`${kind} seal-verified`)).padStart(5)} seals verified, ${count(`${kind} seal-refused`)} tampered seals refused`);
  }
}

/** The failed tests by name, so the end of CI's output says which ones, not only how many. */
function printFailures(): void {
  const failures = ['unit', 'api', 'security', 'faults', 'e2e'].flatMap((project) =>
    failuresFromReport(join(CACHE, `${project}.json`)).map((line) => `${project}: ${line}`),
  );
  if (failures.length === 0) return;
  console.log('\n=== failed tests ===');
  for (const line of failures) console.log(line);
}

async function main() {
  mkdirSync(CACHE, { recursive: true });
  rmSync(join(CACHE, 'fiscal-documents.ndjson'), { force: true }); // documents of this run only
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  const results: StepResult[] = [
    await step('type check (tsc --noEmit)', typeCheck),
    await step('unit', () => vitestProject('unit')),
    await step(`api on ${database}`, () => vitestProject('api')),
    await step('security (tests/security)', () => {
      rmSync(join(CACHE, 'security-report.json'), { force: true }); // figures from this run only
      return vitestProject('security');
    }),
  ];
  // The fault tests mostly wait (servers starting, timeouts, a hung PAC: about a quarter of a core
  // measured), so they run beside the browser tests, each on databases and ports of its own. The
  // build comes first so that neither builds the client while the other serves it.
  const build = await step('build (client and bundled server)', buildOnce);
  if (build.failed > 0) results.push({ ...build, name: 'build (client and bundled server)' });
  results.push(...(await Promise.all([sideStep(`faults on ${database}`, 'faults'), sideStep('e2e', 'e2e')])));
  printSecurityFigures();
  printFaultFigures();
  printFiscalFigures();
  printFailures();

  console.log('\n=== summary ===');
  for (const r of results) {
    console.log(`${r.failed > 0 ? 'FAIL' : 'ok  '}  ${r.name.padEnd(32)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds.toFixed(1)} s`);
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
