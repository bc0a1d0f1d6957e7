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
