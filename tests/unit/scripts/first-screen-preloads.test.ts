/**
 * Vite announces a dynamic import's files with modulepreload links, except for the signed-in first screen's
 * code (scripts/first-screen-preloads.ts, decision 187).
 */
import { describe, expect, it } from 'vitest';
import { modulePreloads } from '../../../scripts/first-screen-preloads.ts';

const deps = ['assets/format-abc.js', 'assets/messages-def.js'];

describe('modulePreloads', () => {
  it.each(['assets/App-COT4Ovbj.js', 'assets/DashboardPage-BkR2wsKe.js', 'assets/EntityList-KUwuimBu.js'])('announces nothing before %s', (file) => {
    expect(modulePreloads(file, deps)).toEqual([]);
  });

  it.each(['assets/AuthApp-DWtj9kYD.js', 'assets/CalculatorPage-x1.js', 'assets/EntityFormDialog-a_b.js', 'assets/MyApp-abc.js', 'assets/App-abc.js.map'])('keeps every announcement before %s', (file) => {
    expect(modulePreloads(file, deps)).toEqual(deps);
  });
});
