import type { FollowState } from './followState';

type Listener = (userId: string, state: FollowState) => void;

const listeners = new Set<Listener>();

/**
 * Tells every follow button in this tab that the relation to `userId` changed. The server's
 * `follow`/`unfollow` events say the same a moment later, but only while the stream is up,
 * and a pending request or its cancellation has no event at all.
 * (A module-level set is safe: switching accounts always reloads the page.)
 */
export function announceFollowState(userId: string, state: FollowState): void {
  for (const listener of [...listeners]) listener(userId, state);
}

export function onFollowStateAnnounced(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
