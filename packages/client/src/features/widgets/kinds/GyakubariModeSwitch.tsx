import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { ModeSwitch } from './ModeSwitch';

/** Contrarian mode on and off: the reactions bar lists the least-given reactions first. */
export default function GyakubariModeSwitch() {
  const i18n = useI18n();
  const [on, setOn] = useSetting('gyakubariMode');
  return (
    <ModeSwitch
      label={i18n.ts.widgets.names.gyakubariMode}
      on={on}
      onChange={setOn}
      state={on ? i18n.ts.widgets.gyakubariOn : i18n.ts.widgets.gyakubariOff}
    />
  );
}
