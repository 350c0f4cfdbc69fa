import { useReducedMotion } from '@/features/gaming';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { ModeSwitch } from './ModeSwitch';

/** Gaming mode on and off; the widget's own text says what it does on this device. */
export default function GamingModeSwitch() {
  const i18n = useI18n();
  const [on, setOn] = useSetting('gamingMode');
  const still = useReducedMotion();
  return (
    <ModeSwitch
      label={i18n.ts.widgets.names.gamingMode}
      on={on}
      onChange={setOn}
      state={on ? i18n.ts.widgets.gamingOn : i18n.ts.widgets.gamingOff}
      note={on && still ? i18n.ts.widgets.gamingStill : null}
    />
  );
}
