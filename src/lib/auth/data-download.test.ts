import { describe, expect, it } from 'vitest';
import { confirmScreen, screenAfterRequest } from './data-download';

describe('data download statuses (000 §3)', () => {
  it('a request shows email sent while the job runs, complete when a download exists', () => {
    expect(screenAfterRequest('job_in_progress')).toBe('email-sent');
    expect(screenAfterRequest(undefined)).toBe('email-sent');
    expect(screenAfterRequest('has_valid_downloadable')).toBe('complete');
  });
  it('the confirm page shows complete, still working, no files, link expired or log in again', () => {
    const base = { ok: true, statusCode: 200, errorType: null };
    expect(confirmScreen({ ...base, status: 'has_valid_downloadable' })).toBe('complete');
    expect(confirmScreen({ ...base, status: 'job_in_progress' })).toBe('email-sent');
    expect(confirmScreen({ ...base, status: 'no_valid_downloadable' })).toBe('no-files');
    expect(confirmScreen({ ...base, expired: true })).toBe('link-expired');
    expect(confirmScreen({ ok: false, statusCode: 410, errorType: 'not_found' })).toBe('link-expired');
    expect(confirmScreen({ ok: false, statusCode: 401, errorType: 'login_required' })).toBe('log-in-again');
  });
});
