import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { openApiErrorDialog } from '@/api';
import { POLL_REFRESH_MS } from '@/constants';
import { RelativeTime, useI18n } from '@/i18n';
import { openConfirm, useModals } from '@/ui';
import styles from './Note.module.css';
import { useNoteStore } from './NoteStoreContext';
import { applyPollVote, pollState } from './rules';
import { openSigninRequired } from './signinRequired';

type Note = Misskey.entities.Note;

/** Spec 001 §4–§6: a poll that is unvoted, voted or closed, with results/vote toggle. */
export function PollView({ note }: { note: Note }) {
  const poll = note.poll;
  const i18n = useI18n();
  const modals = useModals();
  const { api, account } = useAccountContext();
  const store = useNoteStore();
  const [now, setNow] = useState(() => Date.now());
  const [showResultsOverride, setShowResults] = useState<boolean | null>(null);

  // Expiry is re-checked every 3 s while the poll is open.
  const expiresAt = poll?.expiresAt ? new Date(poll.expiresAt).getTime() : null;
  useEffect(() => {
    if (expiresAt === null || expiresAt <= now) return;
    const timer = setInterval(() => setNow(Date.now()), POLL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [expiresAt, now]);

  if (!poll) return null;
  const state = pollState(poll, now);
  const showResults = state.readOnly || (showResultsOverride ?? state.resultsByDefault);

  const vote = async (index: number) => {
    const choice = poll.choices[index];
    if (!choice || state.readOnly) return;
    if (!account) {
      await openSigninRequired(modals, i18n);
      return;
    }
    const ok = await openConfirm(modals, {
      title: i18n.t('notes.voteConfirm', { choice: choice.text }),
      okLabel: i18n.ts.notes.vote,
      cancelLabel: i18n.ts.notes.cancel,
    });
    if (!ok) return;
    try {
      await api.call('notes/polls/vote', { noteId: note.id, choice: index });
      store.update(note.id, (current) =>
        current.poll && !current.poll.choices[index]?.isVoted
          ? { ...current, poll: applyPollVote(current.poll, index, true) }
          : current,
      );
      if (!poll.multiple) setShowResults(true);
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'notes/polls/vote' });
    }
  };

  return (
    <fieldset className={styles.poll}>
      <legend className="visually-hidden">{i18n.ts.notes.poll}</legend>
      <ul className={styles.pollChoices}>
        {poll.choices.map((choice, index) => {
          const percent = state.totalVotes ? Math.round((choice.votes / state.totalVotes) * 100) : 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: choices have no id; their order is fixed.
            <li key={index}>
              <button
                type="button"
                className={styles.pollChoice}
                aria-pressed={choice.isVoted}
                aria-disabled={state.readOnly || undefined}
                onClick={() => void vote(index)}
              >
                {showResults && (
                  <span className={styles.pollBar} style={{ width: `${percent}%` }} aria-hidden="true" />
                )}
                <span className={styles.pollText}>
                  {choice.isVoted && '✓ '}
                  {choice.text}
                </span>
                {showResults && (
                  <span className={styles.pollCount}>
                    {i18n.t('notes.pollVotes', { n: choice.votes })} ({percent}%)
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p className={styles.pollInfo}>
        <span>{i18n.t('notes.pollVotes', { n: state.totalVotes })}</span>
        {state.phase === 'closed' ? (
          <span> · {i18n.ts.notes.pollClosed}</span>
        ) : (
          poll.expiresAt && (
            <span>
              {' '}
              · {i18n.ts.notes.pollEndsIn} <RelativeTime time={poll.expiresAt} />
            </span>
          )
        )}
        {state.canToggle && (
          <>
            {' · '}
            <button type="button" className={styles.linkButton} onClick={() => setShowResults(!showResults)}>
              {showResults ? i18n.ts.notes.vote : i18n.ts.notes.showResults}
            </button>
          </>
        )}
      </p>
    </fieldset>
  );
}
