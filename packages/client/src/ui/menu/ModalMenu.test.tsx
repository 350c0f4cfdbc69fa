import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { ModalProvider } from '../modal/ModalHost';
import { ModalController } from '../modal/modalController';
import { LiveMenuItems, openMenu } from './ModalMenu';
import type { MenuItem } from './types';

const timelines = (children: MenuItem[]): MenuItem[] => [
  { type: 'button', text: 'Home', action: () => {} },
  { type: 'parent', text: 'More timelines', children },
];

describe('a bottom sheet menu', () => {
  it("shows a submenu's items that arrive after the submenu was opened", async () => {
    const user = userEvent.setup();
    const modals = new ModalController(() => true);
    render(
      <I18nProvider i18n={fallbackI18n()}>
        <ModalProvider controller={modals}>
          <span />
        </ModalProvider>
      </I18nProvider>,
    );
    const items = new LiveMenuItems(timelines([{ type: 'pending', text: 'Loading…' }]));
    act(() => void openMenu(modals, { items, label: 'Timelines', style: 'drawer' }));
    await user.click(await screen.findByRole('menuitem', { name: /More timelines/ }));
    expect(screen.getByRole('menu', { name: 'More timelines' })).toHaveTextContent('Loading…');

    act(() => items.set(timelines([{ type: 'button', text: 'List: friends', action: () => {} }])));
    expect(await screen.findByRole('menuitem', { name: 'List: friends' })).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'More timelines' })).not.toHaveTextContent('Loading…');
    // Back still leads to the first level.
    await user.click(screen.getByRole('menuitem', { name: 'Back' }));
    expect(screen.getByRole('menu', { name: 'Timelines' })).toBeInTheDocument();
  });
});
