import { expect, scanAndPhotograph, signIn, test } from './fixtures';

declare global {
  interface Window {
    /** Gains of the sounds started, recorded by the instrumented AudioContext below. */
    __soundGains?: number[];
  }
}

test('sounds: master volume and the new-note sound are kept after a reload, and the preview plays', async ({
  page,
  api,
}, testInfo) => {
  // Counts what Web Audio is asked to play (the browser has no speakers here): each started
  // buffer source records the gain of the node it goes through.
  await page.addInitScript(() => {
    window.__soundGains = [];
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      override createBufferSource() {
        const source = super.createBufferSource();
        let gain = 1;
        const connect = source.connect.bind(source) as (node: AudioNode) => AudioNode;
        source.connect = ((node: AudioNode) => {
          if (node instanceof GainNode) gain = node.gain.value;
          return connect(node);
        }) as typeof source.connect;
        const start = source.start.bind(source);
        source.start = (...args: Parameters<AudioBufferSourceNode['start']>) => {
          window.__soundGains?.push(gain);
          start(...args);
        };
        return source;
      }
    };
  });
  await api.signup('alice', 'alice-password');
  await signIn(page, api, 'alice', 'alice-password', { at: '/settings/sounds' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sounds' })).toBeVisible();
  const master = page.getByRole('slider', { name: 'Master volume' });
  await expect(master).toHaveValue('30');
  await master.fill('60');
  const newNote = page.getByRole('region', { name: 'New note' });
  await newNote.getByRole('combobox', { name: 'Sound' }).selectOption({ label: 'Rising chime' });
  await newNote.getByRole('slider', { name: 'Volume' }).fill('50');
  await expect(newNote.getByRole('slider', { name: 'Volume' })).toHaveValue('50');

  await page.reload();
  await expect(master).toHaveValue('60');
  await expect(newNote.getByRole('combobox', { name: 'Sound' })).toHaveValue('shiori/chime-up');
  await expect(newNote.getByRole('slider', { name: 'Volume' })).toHaveValue('50');
  // Nothing chosen for a notification: its preview has nothing to play.
  await expect(page.getByRole('button', { name: 'Preview: Notification' })).toBeDisabled();

  await newNote.getByRole('button', { name: 'Preview: New note' }).click();
  // Played once, at master × the note's volume (0.6 × 0.5).
  await expect.poll(() => page.evaluate(() => window.__soundGains?.length)).toBe(1);
  const [gain] = (await page.evaluate(() => window.__soundGains)) ?? [];
  expect(gain).toBeCloseTo(0.3, 3);

  await scanAndPhotograph(page, testInfo, 'settings-sounds');
});
