import type * as Misskey from 'misskey-js';
import { isSameReaction } from './reactions/reactionKeys';
import { applyPollVote } from './rules';

export type Note = Misskey.entities.Note;
export type NoteEvent = Parameters<Misskey.StreamEvents['noteUpdated']>[0];

/**
 * One copy of every note the app has seen. Every API answer or stream event that carries a
 * note goes through `put`, so a reaction shown in a timeline, on the note page and inside a
 * quote is the same reaction. Lists (timelines, replies) keep only ids.
 */
export class NoteStore {
  private readonly notes = new Map<string, Note>();
  private readonly listeners = new Map<string, Set<() => void>>();

  /** Stores notes and the replies/renotes they embed; listeners of each changed id are told. */
  put(input: Note | Note[]): void {
    const changed: string[] = [];
    const visit = (note: Note) => {
      if (note.reply) visit(note.reply);
      if (note.renote) visit(note.renote);
      this.notes.set(note.id, note);
      changed.push(note.id);
    };
    for (const note of Array.isArray(input) ? input : [input]) visit(note);
    for (const id of changed) this.notify(id);
  }

  get(id: string): Note | undefined {
    return this.notes.get(id);
  }

  remove(id: string): void {
    if (this.notes.delete(id)) this.notify(id);
  }

  /** Replaces one note with `update(note)`; nothing happens for an unknown id. */
  update(id: string, update: (note: Note) => Note): void {
    const note = this.notes.get(id);
    if (!note) return;
    this.notes.set(id, update(note));
    this.notify(id);
  }

  /** Applies a note-subscription event (`noteUpdated`) for the viewer `myId`. */
  apply(event: NoteEvent, myId: string | null): void {
    this.update(event.id, (note) => applyNoteEvent(note, event, myId));
  }

  subscribe(id: string, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }

  private notify(id: string) {
    for (const listener of [...(this.listeners.get(id) ?? [])]) listener();
  }
}

/** The note after a stream event: counts, the viewer's own reaction, votes, deletion. */
export function applyNoteEvent(note: Note, event: NoteEvent, myId: string | null): Note {
  switch (event.type) {
    case 'reacted': {
      const { reaction, emoji, userId } = event.body;
      const mine = myId !== null && userId === myId;
      // Our own optimistic update already counted it, maybe spelt otherwise (the palette's ❤️
      // comes back as the server's ❤).
      if (mine && isSameReaction(note.myReaction, reaction)) return note;
      const reactionEmojis =
        emoji && !(emoji.name in note.reactionEmojis)
          ? { ...note.reactionEmojis, [emoji.name]: emoji.url }
          : note.reactionEmojis;
      return {
        ...note,
        reactions: { ...note.reactions, [reaction]: (note.reactions[reaction] ?? 0) + 1 },
        reactionCount: note.reactionCount + 1,
        reactionEmojis,
        myReaction: mine ? reaction : note.myReaction,
      };
    }
    case 'unreacted': {
      const { reaction, userId } = event.body;
      const mine = myId !== null && userId === myId;
      if (mine && !isSameReaction(note.myReaction, reaction)) return note;
      return {
        ...withoutReaction(note, reaction),
        myReaction: mine ? null : note.myReaction,
      };
    }
    case 'pollVoted': {
      if (!note.poll) return note;
      const mine = myId !== null && event.body.userId === myId;
      if (mine && note.poll.choices[event.body.choice]?.isVoted) return note;
      return { ...note, poll: applyPollVote(note.poll, event.body.choice, mine) };
    }
    case 'deleted':
      return { ...note, deletedAt: event.body.deletedAt };
    default:
      return note;
  }
}

function withoutReaction(note: Note, reaction: string): Note {
  // The note may list it in another spelling (❤ for ❤️): that is the count to lower.
  const key = Object.hasOwn(note.reactions, reaction)
    ? reaction
    : (Object.keys(note.reactions).find((listed) => isSameReaction(listed, reaction)) ?? reaction);
  const count = (note.reactions[key] ?? 0) - 1;
  const reactions = { ...note.reactions };
  if (count > 0) reactions[key] = count;
  else delete reactions[key];
  return { ...note, reactions, reactionCount: Math.max(0, note.reactionCount - 1) };
}

/**
 * Clicking a reaction: the optimistic note and the call to make. Clicking your own reaction
 * removes it; clicking another one replaces yours (delete, then create).
 */
export function toggleReaction(
  note: Note,
  reaction: string,
): { next: Note; calls: Array<'notes/reactions/delete' | 'notes/reactions/create'> } {
  if (note.myReaction === reaction) {
    return {
      next: { ...withoutReaction(note, reaction), myReaction: null },
      calls: ['notes/reactions/delete'],
    };
  }
  const base = note.myReaction ? withoutReaction(note, note.myReaction) : note;
  const next: Note = {
    ...base,
    reactions: { ...base.reactions, [reaction]: (base.reactions[reaction] ?? 0) + 1 },
    reactionCount: base.reactionCount + 1,
    myReaction: reaction,
  };
  return {
    next,
    calls: note.myReaction
      ? ['notes/reactions/delete', 'notes/reactions/create']
      : ['notes/reactions/create'],
  };
}
