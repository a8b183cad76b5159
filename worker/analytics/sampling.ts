/** Sampling decisions of 001 §9 Performance logging, with randomness injected. */
import { PerfSampling } from './constants';

/** The rate (1 in N) of a performance event; names the table does not know use the default. */
export function perfSampleRate(name: string): number {
  return Object.hasOwn(PerfSampling, name) ? PerfSampling[name as keyof typeof PerfSampling] : PerfSampling.default;
}

/** Keep 1 in `rate`: `random` in [0, 1). */
export function sampled(rate: number, random: () => number): boolean {
  return rate <= 1 || random() * rate < 1;
}
