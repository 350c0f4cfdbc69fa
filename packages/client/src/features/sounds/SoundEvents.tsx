import { useEffect } from 'react';
import { useSettingsStore } from '@/settings';
import { useMainChannelEvent } from '@/stream';
import { listenForSounds } from './bus';
import { playEventSound } from './player';

/**
 * Plays the sounds of a signed-in account: notifications from the main stream (a reaction to
 * one's note has its own sound), and the timeline's notes that reach soundFor().
 */
export default function SoundEvents() {
  const store = useSettingsStore();
  useEffect(() => {
    listenForSounds((event) => void playEventSound(store, event));
    return () => listenForSounds(null);
  }, [store]);
  useMainChannelEvent('notification', (notification) => {
    void playEventSound(store, notification.type === 'reaction' ? 'reaction' : 'notification');
  });
  return null;
}
