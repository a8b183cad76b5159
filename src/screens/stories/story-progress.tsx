/**
 * Added (stories): one bar per item of the reel: those before the current one full, the
 * current one filling over its duration (a CSS animation, paused with the story; its end
 * moves on), those after empty.
 */
export function StoryProgress({ count, index, durationMs, paused, runKey, onDone }: {
  count: number;
  index: number;
  durationMs: number;
  paused: boolean;
  /** Changes whenever the current item starts again (a new item, the same item reopened). */
  runKey: string;
  onDone: () => void;
}) {
  return (
    <div className="story-progress" role="progressbar" aria-label="Story progress" aria-valuemin={1} aria-valuemax={count} aria-valuenow={index + 1} aria-valuetext={`Story ${index + 1} of ${count}`}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="story-progress__bar">
          {i === index ? (
            <span
              key={runKey}
              className="story-progress__fill story-progress__fill--active"
              style={{ animationDuration: `${durationMs}ms`, animationPlayState: paused ? 'paused' : 'running' }}
              onAnimationEnd={onDone}
            />
          ) : (
            <span className={`story-progress__fill${i < index ? ' story-progress__fill--done' : ''}`} />
          )}
        </span>
      ))}
    </div>
  );
}
