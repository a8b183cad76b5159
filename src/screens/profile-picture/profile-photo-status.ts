/**
 * 001 §4 Profile picture: requested, succeeded or failed — read from the latest profile-photo
 * upload (our wording).
 */
import type { UploadView } from '../../lib/media/upload-api';

export type ProfilePhotoStatus = { phase: 'idle' } | { phase: 'requested'; text: string } | { phase: 'succeeded'; text: string } | { phase: 'failed'; text: string; uploadId: string };

export function latestProfilePhotoUpload(byId: Record<string, UploadView>): UploadView | null {
  const mine = Object.values(byId).filter((u) => u.kind === 'profile-picture' && u.state !== 'cancelled');
  return mine[mine.length - 1] ?? null;
}

export function profilePhotoStatus(upload: UploadView | null): ProfilePhotoStatus {
  if (!upload) return { phase: 'idle' };
  switch (upload.state) {
    case 'done':
      return { phase: 'succeeded', text: 'Profile photo updated.' };
    case 'failed':
      return { phase: 'failed', uploadId: upload.id, text: upload.error ? `Couldn't change your profile photo — ${upload.error}` : "Couldn't change your profile photo." };
    case 'waiting-for-network':
      return { phase: 'requested', text: "Your profile photo will change when you're back online." };
    case 'cancelled':
      return { phase: 'idle' };
    default:
      return { phase: 'requested', text: 'Changing your profile photo…' };
  }
}
