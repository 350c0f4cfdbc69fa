import type * as Misskey from 'misskey-js';
import { useCallback, useMemo } from 'react';
import { Composer, type ComposerTarget, useComposer } from '@/features/composer';

type Note = Misskey.entities.Note;

/**
 * The old simple box's API, kept so callers written against it keep working: everything now
 * opens the full composer (features/composer).
 */
export interface PostTarget extends ComposerTarget {
  /** Text to start with (delete and edit). */
  initialText?: string;
  initialCw?: string | null;
  initialVisibility?: Note['visibility'];
}

/** The inline composer at the top of the home timeline. */
export function PostForm({ onPosted }: { onPosted?(note: Note | null): void }) {
  return <Composer variant="inline" onPosted={onPosted} />;
}

/** `usePostBox().open({ reply, renote })`: the composer as a dialog. */
export function usePostBox(): { open(target?: PostTarget): Promise<Note | null> } {
  const composer = useComposer();
  const open = useCallback(
    (target: PostTarget = {}) => {
      const { initialCw, initialVisibility, ...rest } = target;
      // Old-style initial fields become a note to write again, which the composer understands.
      const initialNote =
        rest.initialNote ??
        (initialCw !== undefined || initialVisibility !== undefined
          ? ({
              text: target.initialText ?? null,
              cw: initialCw ?? null,
              visibility: initialVisibility ?? 'public',
              localOnly: false,
              visibleUserIds: [],
              files: [],
              poll: null,
              reactionAcceptance: null,
            } as unknown as Note)
          : null);
      return composer.open({ ...rest, initialNote });
    },
    [composer],
  );
  return useMemo(() => ({ open }), [open]);
}
