import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { SensitiveMediaSettings } from './SensitiveMediaSettings';
import { sensitiveMediaDraftOf } from './sensitiveMedia';
import type { AdminMeta } from './useAdminMetaForm';

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

function renderForm(meta: Record<string, unknown>) {
  const api = fakeApi((endpoint) => (endpoint === 'admin/meta' ? meta : {}));
  render(
    <SignedInShell store={createMemorySettingsStore()} api={api} me={{ isAdmin: true }}>
      <SensitiveMediaSettings />
    </SignedInShell>,
  );
  return api;
}

describe('the sensitive media detection form', () => {
  it('starts from what the server keeps and saves the four fields with admin/update-meta', async () => {
    const api = renderForm({
      sensitiveMediaDetection: 'remote',
      sensitiveMediaDetectionSensitivity: 'high',
      setSensitiveFlagAutomatically: false,
      enableSensitiveMediaDetectionForVideos: true,
    });
    const form = await screen.findByRole('form', { name: 'Sensitive media detection' });
    const mode = within(form).getByRole('group', { name: 'Check uploads from' });
    const sensitivity = within(form).getByRole('group', { name: 'Sensitivity' });
    expect(checked(within(mode).getByRole('radio', { name: 'Users of other servers' }))).toBe(true);
    expect(checked(within(sensitivity).getByRole('radio', { name: 'High' }))).toBe(true);
    expect(sensitivity).toHaveAccessibleDescription(
      'The higher it is, the more files are marked, harmless ones among them.',
    );
    const videos = within(form).getByRole('checkbox', { name: 'Check videos too' });
    expect(checked(videos)).toBe(true);

    fireEvent.click(within(mode).getByRole('radio', { name: 'Everyone' }));
    fireEvent.click(within(sensitivity).getByRole('radio', { name: 'Very low' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Mark files found sensitive for everyone' }));
    fireEvent.click(videos);
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Saved'));
    expect(
      api.calls.filter((call) => call.endpoint === 'admin/update-meta').map((call) => call.params),
    ).toEqual([
      {
        sensitiveMediaDetection: 'all',
        sensitiveMediaDetectionSensitivity: 'veryLow',
        setSensitiveFlagAutomatically: true,
        enableSensitiveMediaDetectionForVideos: false,
      },
    ]);
  });

  it("takes Misskey's defaults for what a server does not answer", () => {
    expect(sensitiveMediaDraftOf({ sensitiveMediaDetection: 'sometimes' } as unknown as AdminMeta)).toEqual({
      sensitiveMediaDetection: 'none',
      sensitiveMediaDetectionSensitivity: 'medium',
      setSensitiveFlagAutomatically: false,
      enableSensitiveMediaDetectionForVideos: false,
    });
  });
});
