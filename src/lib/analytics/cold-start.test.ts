import { describe, expect, it } from 'vitest';
import { createColdStart } from './cold-start';

function harness() {
  const logged: number[] = [];
  return { logged, cold: createColdStart((ms) => logged.push(ms)) };
}

describe('cold start (001 §4, §9): the feed displayed, once per session', () => {
  it('completes when the feed shows its first post after the logging decided', () => {
    const { logged, cold } = harness();
    cold.decide(true, '/');
    expect(logged).toEqual([]);
    cold.feedDisplayed(412.6);
    expect(logged).toEqual([413]);
  });

  it('completes at the display time when the feed showed before the logging started', () => {
    const { logged, cold } = harness();
    cold.feedDisplayed(180);
    cold.feedDisplayed(900); // a later render of the feed is not the first display
    cold.decide(true, '/');
    expect(logged).toEqual([180]);
  });

  it('is logged once, however often the feed is displayed again', () => {
    const { logged, cold } = harness();
    cold.decide(true, '/');
    cold.feedDisplayed(300);
    cold.feedDisplayed(5000);
    cold.decide(true, '/');
    expect(logged).toEqual([300]);
  });

  it('a reload in the same session has no cold start', () => {
    const { logged, cold } = harness();
    cold.decide(false, '/');
    cold.feedDisplayed(250);
    expect(logged).toEqual([]);
    expect(cold.state()).toEqual({ t: 'done' });
  });

  it('a session that starts on another page has none, also when the feed is opened later', () => {
    const { logged, cold } = harness();
    cold.decide(true, '/explore/');
    cold.feedDisplayed(60_000);
    expect(logged).toEqual([]);
  });
});
