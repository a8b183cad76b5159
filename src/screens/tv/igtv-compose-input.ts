/** A long video as the ComposeInput of /igtv/configure_to_igtv/ (001 §7). */
import { composeInput } from '../../lib/media/compose-input';
import type { ComposeFacts, ComposeInput } from '../../lib/media/upload-api';

/** 001 §7 publish_mode: igtv or igtv_draft. */
export type IgtvMode = 'igtv' | 'igtv_draft';

export interface IgtvForm {
  picked: { file: File; facts: ComposeFacts };
  title: string;
  description: string;
  cover: Blob | null;
  publishMode: IgtvMode;
  shareToFeed: boolean;
}

export function igtvComposeInput(f: IgtvForm): ComposeInput {
  const description = f.description.trim();
  return composeInput('igtv', [f.picked.file], [f.picked.facts], {
    title: f.title.trim(),
    description,
    // configure_to_igtv sends the description as its caption.
    caption: description,
    cover: f.cover,
    igtvPublishMode: f.publishMode,
    shareToFeed: f.shareToFeed,
  });
}
