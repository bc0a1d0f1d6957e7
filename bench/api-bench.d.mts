export interface ApiBenchResult {
  reqPerSec: number;
  p99Ms: number;
  renderColdP50Ms: number;
  renderCachedP50Ms: number;
  details: Record<string, unknown>;
}

export function apiBench(options?: {
  seconds?: number;
  runs?: number;
  connections?: number;
  renderSamples?: number;
}): Promise<ApiBenchResult>;

export function startApi(
  dataDir: string,
): Promise<{ url: string; child: import('node:child_process').ChildProcess }>;
