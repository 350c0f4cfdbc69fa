import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { DialogFrame } from '@/ui/modal/DialogFrame';
import { ModalProvider } from '@/ui/modal/ModalHost';
import { ModalController } from '@/ui/modal/modalController';
import { PreferencesFromSettings } from './PreferencesFromSettings';

describe('PreferencesFromSettings', () => {
  it('turns the modal backdrop blur off when the setting is off', () => {
    const modals = new ModalController(() => false);
    render(
      <I18nProvider i18n={fallbackI18n()}>
        <SettingsProvider store={createMemorySettingsStore({ useBlurEffectForModal: false })}>
          <PreferencesFromSettings>
            <ModalProvider controller={modals}>{null}</ModalProvider>
          </PreferencesFromSettings>
        </SettingsProvider>
      </I18nProvider>,
    );
    act(() => {
      void modals.open(() => <DialogFrame title="Plain" />);
    });
    expect(screen.getByRole('dialog', { name: 'Plain' }).className).not.toMatch(/blur/);
  });
});
