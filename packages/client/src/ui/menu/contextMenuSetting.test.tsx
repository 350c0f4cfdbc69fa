import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { ModalProvider } from '../modal/ModalHost';
import { ModalController } from '../modal/modalController';
import { canHover, isSmallOrTouchScreen, setDeviceKind } from '../modal/screen';
import { type UiPreferences, UiPreferencesProvider } from '../preferences';
import { useContextMenu } from './contextMenu';

// The contextMenu and overridedDeviceKind settings as ui/ applies them (issue 22).

function Row() {
  const props = useContextMenu(
    () => [{ type: 'button', text: 'Copy link', action: () => {} }],
    'Link actions',
  );
  return <p {...props}>A row</p>;
}

function renderRow(contextMenu: UiPreferences['contextMenu']) {
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <UiPreferencesProvider value={{ contextMenu }}>
        <ModalProvider controller={new ModalController(() => false)}>
          <Row />
        </ModalProvider>
      </UiPreferencesProvider>
    </I18nProvider>,
  );
  return screen.getByText('A row');
}

/** Right-clicks; true when the browser's own menu was left to open (the event not cancelled). */
const rightClick = (element: HTMLElement, shiftKey = false) =>
  fireEvent.contextMenu(element, { clientX: 10, clientY: 10, shiftKey });

afterEach(() => setDeviceKind(null));

describe('the contextMenu setting', () => {
  it("'app': a right click opens the app's menu instead of the browser's", () => {
    const row = renderRow('app');
    expect(rightClick(row)).toBe(false);
    expect(screen.getByRole('menu', { name: 'Link actions' })).toBeInTheDocument();
  });

  it("'native': the browser's menu, always", () => {
    const row = renderRow('native');
    expect(rightClick(row, true)).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("'appWithShift': the app's menu only while Shift is held", () => {
    const row = renderRow('appWithShift');
    expect(rightClick(row)).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(rightClick(row, true)).toBe(false);
    expect(screen.getByRole('menu', { name: 'Link actions' })).toBeInTheDocument();
  });
});

describe('a chosen device kind', () => {
  it('decides bottom sheets and hover submenus instead of the screen', () => {
    setDeviceKind('smartphone');
    expect(isSmallOrTouchScreen()).toBe(true);
    expect(canHover()).toBe(false);
    setDeviceKind('desktop');
    expect(isSmallOrTouchScreen()).toBe(false);
    expect(canHover()).toBe(true);
    setDeviceKind('tablet');
    expect(isSmallOrTouchScreen()).toBe(false);
    expect(canHover()).toBe(false);
  });
});
