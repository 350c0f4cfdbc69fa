import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/helpers';
import { ModalController } from '@/ui';
import { toParams } from './AdminAvatarDecorationsPage';
import { EMPTY_DECORATION, editDecoration } from './DecorationDialog';

describe('the decoration dialog', () => {
  it("edits the category, sent as Misskey's category (null when empty)", async () => {
    const modals = new ModalController();
    renderWithProviders(null, modals);
    const initial = { ...EMPTY_DECORATION, name: 'Crown', url: 'https://example.test/crown.png' };
    const result = editDecoration(modals, { initial, roles: [], title: 'New avatar decoration' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Category' }), '  Seasonal ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const draft = await result;
    expect(draft?.category).toBe('Seasonal');
    expect(draft && toParams(draft)).toMatchObject({ name: 'Crown', category: 'Seasonal' });
    expect(toParams({ ...initial, category: '' }).category).toBeNull();
  });
});
