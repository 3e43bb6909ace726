import type { Scores } from './lighthouse.js';

/** A script's tasks over 50 ms in a run: their time and their number, each the median over the runs. */
export interface ScriptLongTasks {
  script: string;
  ms: number;
  tasks: number;
}

/** What a route's Lighthouse runs add up to: each figure's median, and how many runs failed. */
export interface Medians extends Omit<Scores, 'longTasks'> {
  runs: number;
  failedRuns: number;
  longTasks?: ScriptLongTasks[];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The distinct values, the most frequent first. */
function byFrequency(values: string[]): string[] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([value]) => value);
}

const mostFrequent = (values: string[]): string | undefined => byFrequency(values)[0];

/**
 * Each figure's median over the runs that measured it, taken figure by figure (the slowest LCP and
 * the slowest TBT need not be the same run); the element most often the largest paint; every audit
 * that failed in any run.
 */
export function medianOf(runs: Scores[]): Medians {
  const measured = runs.filter((run) => run.performance !== null);
  const of = (pick: (run: Scores) => number | null | undefined) =>
    median(measured.map(pick).filter((value): value is number => typeof value === 'number'));
  const element = mostFrequent(measured.flatMap((run) => run.lcpElement ?? []));
  const failing = [...new Set(measured.flatMap((run) => run.failing ?? []))].sort();
  // Every shift any run saw, the most often seen first: a CLS median of 0.001 may be one run's.
  const shifts = byFrequency(measured.flatMap((run) => run.shifts ?? []));
  const cls = of((run) => run.cls);
  const benchmarkIndex = of((run) => run.benchmarkIndex);
  // Per script, the median over the runs of its long tasks' time (a run without one counts 0).
  const scripts = [
    ...new Set(measured.flatMap((run) => (run.longTasks ?? []).map((t) => t.script))),
  ];
  const longTasks = scripts
    .map((script) => {
      const mine = (run: Scores) => (run.longTasks ?? []).filter((t) => t.script === script);
      return {
        script,
        ms: of((run) => mine(run).reduce((sum, t) => sum + t.ms, 0)) ?? 0,
        tasks: of((run) => mine(run).length) ?? 0,
      };
    })
    .filter((entry) => entry.ms > 0)
    .sort((a, b) => b.ms - a.ms);
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: cls === null ? null : Math.round(cls * 1000) / 1000,
    ...(benchmarkIndex === null ? {} : { benchmarkIndex }),
    ...(element ? { lcpElement: element } : {}),
    ...(failing.length > 0 ? { failing } : {}),
    ...(shifts.length > 0 ? { shifts } : {}),
    ...(longTasks.length > 0 ? { longTasks } : {}),
    ...(measured.length === 0 && runs[0]?.error ? { error: runs[0].error } : {}),
    runs: runs.length,
    failedRuns: runs.length - measured.length,
  };
}
