import { IconLayoutDashboard } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import {
  isLayoutForcedByUrl,
  LAYOUT_CHOICES,
  type LayoutChoice,
  withoutLayoutOverride,
} from '@/layouts/chooseLayout';
import { useNavigate, useRoute } from '@/router';
import { useSetting } from '@/settings';
import type { MenuItem } from '@/ui';

/** The "ui" entry's menu: one radio item listing the layouts; choosing one saves the setting. */
export function useLayoutMenu(): MenuItem[] {
  const i18n = useI18n();
  const [layout, setLayout] = useSetting('layout');
  const { url } = useRoute();
  const navigate = useNavigate();
  const search = new URL(url, 'http://x').search;
  return [
    {
      type: 'radio',
      text: i18n.ts.navigation.layoutMenu,
      icon: <IconLayoutDashboard size={18} aria-hidden="true" />,
      value: layout,
      options: LAYOUT_CHOICES.map((choice) => ({ text: i18n.ts.navigation.layouts[choice], value: choice })),
      onChange: (value) => {
        if (!(LAYOUT_CHOICES as readonly string[]).includes(value)) return;
        setLayout(value as LayoutChoice);
        // A ?zen or ?ui= in the address would hide the new choice: drop it.
        if (isLayoutForcedByUrl(search)) navigate(withoutLayoutOverride(url), { replace: true });
      },
    },
  ];
}
