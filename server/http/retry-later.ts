/**
 * A failure the client should retry after a pause: 503 with Retry-After and the error body
 * of 000 §8, with an error_type of its own (001 §7: a video configured before its transcode
 * finished). The client's outbox retries 5xx with backoff (DESIGN.md rule 3).
 */
export class RetryLater extends Error {
  constructor(
    readonly errorType: string,
    message: string,
    readonly retryAfterSeconds = 1,
  ) {
    super(message);
    this.name = 'RetryLater';
  }

  body(): { status: 'fail'; message: string; error_type: string } {
    return { status: 'fail', message: this.message, error_type: this.errorType };
  }
}

export const TRANSCODE_NOT_FINISHED = 'transcode_not_finished';
export const transcodeNotFinished = (): RetryLater => new RetryLater(TRANSCODE_NOT_FINISHED, 'Transcode not finished yet.', 1);
