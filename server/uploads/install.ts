import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { creationRoutes } from '../routes/creation';
import { ruploadRoutes } from '../routes/rupload';
import { resumeUploads } from './resume';
import { sweepUploads } from './sweep';
import { UploadExpiry } from './upload-runtime';
import type { UploadOptions } from './upload-runtime';

/**
 * Issue 3 (posting from flaky networks) on the server: the rupload routes, the creation
 * calls, work left by a restart resumed once ready, the hourly expiry sweep, and a close
 * that waits for running encodes.
 */
export function installUploads(app: FastifyInstance, ctx: AppContext, opts: UploadOptions = {}): void {
  ctx.uploads.logJobError = (job, err) => app.log.error({ err }, `${job} failed`);
  ruploadRoutes(app, ctx);
  creationRoutes(app, ctx);
  const every = opts.sweepEveryMs ?? UploadExpiry.sweepEveryMs;
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    resumeUploads(ctx);
    if (every > 0) {
      timer = setInterval(() => {
        try {
          sweepUploads(ctx);
        } catch (err) {
          app.log.error({ err }, 'upload sweep failed');
        }
      }, every);
      timer.unref();
    }
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await ctx.uploads.jobs.idle();
  });
}
