import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailedInfo } from './NoteBody';
import { setupNotes } from './testing';
import { makeNote } from './testNotes';

describe('DetailedInfo', () => {
  it('counts replies, renotes and reactions in words that agree with the number', () => {
    setupNotes(<DetailedInfo note={makeNote({ repliesCount: 1, renoteCount: 2, reactionCount: 1234 })} />);
    const counts = screen.getByText(/repl/).closest('p');
    expect(counts).toHaveTextContent('1 reply2 renotes1,234 reactions');
    expect(screen.getByText('1,234').tagName).toBe('STRONG');
  });
});
