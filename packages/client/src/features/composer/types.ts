// Shared composer types: the seam between the form and the parts (attachments, drafts, …).
import type * as Misskey from 'misskey-js';

export type DriveFile = Misskey.entities.DriveFile;
export type Visibility = 'public' | 'home' | 'followers' | 'specified';
export type ReactionAcceptance =
  | null
  | 'likeOnly'
  | 'likeOnlyForRemote'
  | 'nonSensitiveOnly'
  | 'nonSensitiveOnlyForLocalLikeOnlyForRemote';

export interface PollDraft {
  choices: string[];
  multiple: boolean;
  /** Absolute expiry (epoch ms), or null. */
  expiresAt: number | null;
  /** Relative expiry (ms), or null. Both null means "never". */
  expiredAfter: number | null;
}

export type ComposerMode =
  | 'plain'
  | 'reply'
  | 'quote'
  | 'channel'
  | 'mention'
  | 'specified'
  | 'update'
  | 'mock';

export interface DraftData {
  text: string;
  useCw: boolean;
  cw: string | null;
  visibility: Visibility;
  localOnly: boolean;
  files: DriveFile[];
  poll: PollDraft | null;
  visibleUserIds: string[];
  quoteId: string | null;
  reactionAcceptance: ReactionAcceptance;
}
