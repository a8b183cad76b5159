/** Builders of the ComposeInput handed to worker.startUpload (001 §7 Creation and upload). */
import type { ComposeFacts, ComposeInput, ComposeKind } from './upload-api';

/** Every field at its neutral value: callers fill what their screen collects. */
export function composeInput(kind: ComposeKind, files: File[], facts: ComposeFacts[], fill: Partial<Omit<ComposeInput, 'kind' | 'files' | 'facts'>> = {}): ComposeInput {
  return {
    kind,
    files,
    facts,
    transform: null,
    caption: '',
    altText: '',
    location: null,
    usertags: [],
    title: '',
    description: '',
    cover: null,
    igtvPublishMode: 'igtv',
    shareToFeed: false,
    ...fill,
  };
}

/** 001 §7 web_change_profile_picture: an empty body removes the picture. */
export function removeProfilePictureInput(): ComposeInput {
  return composeInput('profile-picture', [], []);
}
