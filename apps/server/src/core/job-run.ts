/*
 * The hook a background job (the periodic jobs of shared/periodic-job.ts, the mail worker) calls
 * after each run, so that /metrics counts runs and failures by job (decision 056) without the jobs
 * knowing about metrics.
 */

/** One run of a background job, as its `onRun` hook sees it (/metrics, decision 056). */
export type JobRun = { ok: boolean; seconds: number };
export type JobRunHook = (run: JobRun) => void;

/** Times `run` and tells `onRun` how it went, then hands back its result or error unchanged. */
export async function observeRun<T>(run: () => Promise<T>, onRun: JobRunHook | undefined): Promise<T> {
  const started = performance.now();
  let ok = false;
  try {
    const result = await run();
    ok = true;
    return result;
  } finally {
    onRun?.({ ok, seconds: (performance.now() - started) / 1000 });
  }
}
