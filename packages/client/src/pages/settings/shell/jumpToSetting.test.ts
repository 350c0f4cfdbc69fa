import { afterEach, describe, expect, it, vi } from 'vitest';
import { findSetting, jumpToSetting } from './jumpToSetting';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('findSetting', () => {
  it('gives the control a label names, ignoring a hint inside the label', () => {
    const root = mount(
      '<label for="a">Layout</label><select id="a"></select>' +
        '<label><input type="checkbox" id="b"> Seasonal effects <small>Snow in winter</small></label>',
    );
    expect(findSetting(root, 'layout')?.id).toBe('a');
    expect(findSetting(root, 'Seasonal effects')?.id).toBe('b');
  });

  it('gives the first control of a group a legend or heading names', () => {
    const root = mount(
      '<fieldset><legend>Dark theme</legend><input type="radio" id="c"></fieldset>' +
        '<section><h2>Sign-in history</h2><p>none</p></section>',
    );
    expect(findSetting(root, 'Dark theme')?.id).toBe('c');
    expect(findSetting(root, 'Sign-in history')?.tagName).toBe('H2');
  });

  it('gives a link a setting opens its own page with', () => {
    const root = mount(
      '<p>Plugins are small programs.</p><a href="/settings/plugin/install" id="d">Install a plugin</a>',
    );
    expect(findSetting(root, 'Install a plugin')?.id).toBe('d');
  });

  it('finds nothing for a label the page does not show', () => {
    expect(
      findSetting(mount('<label for="a">Layout</label><select id="a"></select>'), 'Language'),
    ).toBeNull();
  });
});

describe('jumpToSetting', () => {
  it('waits for the page to show the setting, then focuses and marks it for a moment', async () => {
    const root = mount('');
    Element.prototype.scrollIntoView = vi.fn();
    jumpToSetting(root, 'Layout');
    root.innerHTML = '<label for="a">Layout</label><select id="a"></select>';
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('a'));
    expect(document.getElementById('a')?.hasAttribute('data-settings-found')).toBe(true);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});
