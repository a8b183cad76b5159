/**
 * The configure mutation that publishes an upload (001 §7 Creation and upload), made from what
 * was composed: /create/configure/ for feed posts and carousels (children: their upload ids),
 * /create/configure_to_story/ for stories, /igtv/configure_to_igtv/ for long videos (whose
 * description is the caption).
 */
import type { MutationArgsMap } from '../../sync/mutations/types';
import type { UploadRecord } from './upload-record';

export type ConfigureName = 'media-configure' | 'story-configure' | 'igtv-configure' | 'direct-send';
/** 'direct-send' counts only with an uploadId (a photo message: isConfigureOf compares it). */
export const CONFIGURE_NAMES: ReadonlySet<string> = new Set<ConfigureName>(['media-configure', 'story-configure', 'igtv-configure', 'direct-send']);

export type ConfigureMutation = { [N in ConfigureName]: { name: N; args: MutationArgsMap[N] } }[ConfigureName];

export function configureMutation(record: UploadRecord): ConfigureMutation {
  const c = record.compose;
  switch (record.kind) {
    case 'direct-photo':
      // Added (dmphoto), issue 13: the photo is published as a message (item type media) of its thread.
      return { name: 'direct-send', args: { threadId: c.directThreadId ?? '', itemType: 'media', uploadId: record.id } };
    case 'story':
      return { name: 'story-configure', args: { uploadId: record.id, caption: c.caption } };
    case 'igtv':
      return {
        name: 'igtv-configure',
        args: { uploadId: record.id, title: c.title, caption: c.description, publishMode: c.igtvPublishMode, shareToFeed: c.shareToFeed },
      };
    default:
      return {
        name: 'media-configure',
        args: { uploadId: record.id, caption: c.caption, altText: c.altText, location: c.location, usertags: c.usertags, children: c.children },
      };
  }
}
