import { describe, expect, it } from 'vitest';
import { perfSampleRate, sampled } from './sampling';

describe('performance sampling (001 §9)', () => {
  it('has the rates of the spec, and 1000 for the rest', () => {
    expect(perfSampleRate('feed_load')).toBe(10_000);
    expect(perfSampleRate('app_start')).toBe(5000);
    expect(perfSampleRate('app_start_lite')).toBe(20);
    expect(perfSampleRate('direct_inbox')).toBe(10);
    expect(perfSampleRate('direct_thread_fetch')).toBe(10);
    expect(perfSampleRate('story_tray')).toBe(1);
    expect(perfSampleRate('story_viewer')).toBe(1);
    expect(perfSampleRate('story_navigation')).toBe(10);
    expect(perfSampleRate('report')).toBe(1);
    expect(perfSampleRate('graphql_query')).toBe(1000);
    expect(perfSampleRate('toString')).toBe(1000);
  });

  it('keeps 1 in N by the injected random', () => {
    expect(sampled(10, () => 0.09)).toBe(true);
    expect(sampled(10, () => 0.1)).toBe(false);
    expect(sampled(10_000, () => 0.00009)).toBe(true);
    expect(sampled(10_000, () => 0.0001)).toBe(false);
    expect(sampled(1, () => 0.99)).toBe(true);
  });
});
