/** An upload as the UI shows it (ClientState.uploads, worker/model.ts UploadView). */
import type { UploadView } from '../model';
import type { UploadMachine } from './machine-types';
import { secondsLeft } from './throughput';
import type { UploadRecord } from './upload-record';

export function uploadView(record: UploadRecord, machine: UploadMachine, thumbnailUrl: string | null): UploadView {
  const totalBytes = machine.parts.reduce((sum, p) => sum + p.bytes, 0);
  const bytesSent = machine.parts.reduce((sum, p) => sum + (p.complete ? p.bytes : p.offset), 0);
  const moving = machine.phase === 'uploading';
  const percent = totalBytes === 0 ? (machine.parts.every((p) => p.complete) ? 100 : 0) : Math.floor((bytesSent * 100) / totalBytes);
  return {
    id: record.id,
    kind: record.kind,
    state: machine.phase,
    bytesSent,
    totalBytes,
    percent,
    speedBps: moving && machine.speedBps !== null ? Math.round(machine.speedBps) : null,
    secondsLeft: moving ? secondsLeft(totalBytes - bytesSent, machine.speedBps) : null,
    label: record.label,
    error: machine.error,
    thumbnailUrl,
    createdAt: record.createdAt,
    ...(record.compose.directThreadId === undefined ? {} : { directThreadId: record.compose.directThreadId }),
  };
}
