/**
 * A batch of queued items as the request of its channel (000 §7 Analytics, form-encoded):
 * - graph logging endpoint: {access_token, message: JSON {app_uid, app_id, app_ver, data,
 *   log_type, seq, session_id, device_id}};
 * - /ajax/bz and /logging/falco: {q: JSON [event…], ts} (falco's fields are not shown: ours,
 *   the same as bz);
 * - /client_error/: the one report's fields, JSON (000 §7).
 * Each event carries its item id, so the server keeps it once however often it is sent.
 */
import { AnalyticsPath, beaconPath } from '../../sync/analytics/paths';
import { Channel } from '../../sync/analytics/types';
import type { LogExtra, QueuedItem } from '../../sync/analytics/types';

export interface SendContext {
  appId: string;
  /** The viewer's id, '' when logged out (app_uid). */
  viewerId: string;
  /** The build (app_ver): the rollout hash. */
  appVersion: string;
  deviceId: string;
  now: number;
  /** This page's count of graph batches (message.seq). */
  batchSeq: number;
}

export interface WireRequest {
  path: string;
  form?: Record<string, string>;
  json?: LogExtra;
}

export interface WireEvent {
  id: string;
  name: string;
  time: number;
  extra: LogExtra;
  session_id: string;
  seq: number;
}

const wireEvent = (i: QueuedItem): WireEvent => ({ id: i.id, name: i.name, time: i.time, extra: i.extra, session_id: i.sessionId, seq: i.seq });

/** The log type of graph messages (000 §7 message.log_type; the value is ours). */
export const CLIENT_EVENT_LOG_TYPE = 'client_event';

export function toWire(channel: Channel, items: readonly QueuedItem[], ctx: SendContext, beacon = false): WireRequest {
  switch (channel) {
    case Channel.error: {
      const first = items[0];
      return { path: AnalyticsPath.error, json: first ? first.extra : {} };
    }
    case Channel.graph: {
      const message = {
        app_uid: ctx.viewerId,
        app_id: ctx.appId,
        app_ver: ctx.appVersion,
        data: items.map(wireEvent),
        log_type: CLIENT_EVENT_LOG_TYPE,
        seq: ctx.batchSeq,
        session_id: items[0]?.sessionId ?? '',
        device_id: ctx.deviceId,
      };
      // access_token: the app's public client token (app id), never a person's secret.
      return { path: beacon ? beaconPath('graph') : AnalyticsPath.graph, form: { access_token: `${ctx.appId}|web`, message: JSON.stringify(message) } };
    }
    case Channel.bz:
    case Channel.falco:
      return { path: beacon ? beaconPath(channel) : AnalyticsPath[channel], form: { q: JSON.stringify(items.map(wireEvent)), ts: String(ctx.now) } };
  }
}
