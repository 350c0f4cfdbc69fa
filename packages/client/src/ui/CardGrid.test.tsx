import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, RouterProvider } from '@/router';
import { Card, CardBadge, CardFacts, CardGrid, CardText } from './CardGrid';

const inRouter = (ui: ReactNode) =>
  render(
    <RouterProvider routes={[{ path: '/' }]} history={createMemoryHistory('/')} base="/">
      {ui}
    </RouterProvider>,
  );

describe('CardGrid', () => {
  it('is a list (named when asked) whose cards are items with the title as their link', () => {
    inRouter(
      <CardGrid label="Recent">
        <Card to="/things/1" title="First" media={<img src="https://example.test/a.png" alt="" />}>
          <CardText>About the first.</CardText>
          <CardFacts>
            <span>3 likes</span>
            <CardBadge>Sensitive</CardBadge>
          </CardFacts>
        </Card>
        <Card to="/things/2" title="Second" />
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Recent' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'First' })).toHaveAttribute(
      'href',
      '/things/1',
    );
    expect(items[0]).toHaveTextContent('About the first.3 likesSensitive');
    // A card without a picture has no empty picture box: only its text part.
    expect(items[0]?.firstElementChild?.children).toHaveLength(2);
    expect(items[1]?.firstElementChild?.children).toHaveLength(1);
    expect(within(items[1] as HTMLElement).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('puts an article in the item when the card is a document of its own', () => {
    inRouter(
      <CardGrid>
        <Card article to="/@alice/pages/notes" title="Field notes" titleDir="auto" />
      </CardGrid>,
    );
    const article = within(screen.getByRole('listitem')).getByRole('article');
    expect(within(article).getByRole('link', { name: 'Field notes' })).toHaveAttribute('dir', 'auto');
  });

  it('gives an edge colour to the card only when one is given', () => {
    inRouter(
      <CardGrid>
        <Card to="/a" title="Coloured" edge="#d04080" />
        <Card to="/b" title="Plain" />
      </CardGrid>,
    );
    const [coloured, plain] = screen.getAllByRole('listitem').map((item) => item.firstElementChild);
    expect((coloured as HTMLElement).style.getPropertyValue('--card-edge')).toBe('#d04080');
    expect((plain as HTMLElement).style.getPropertyValue('--card-edge')).toBe('');
  });
});
