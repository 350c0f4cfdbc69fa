import { lazy, Suspense } from 'react';
import { useI18n } from '@/i18n';
import styles from './Drive.module.css';
import type { DriveBrowserProps } from './DriveBrowser';

// The browser and dnd-kit form one chunk, loaded by whoever shows it first (the drive page or
// the composer's picker). A static import from either would put dnd-kit's small modules in the
// start-up `shared` chunk, which every page pays for.
const DriveBrowser = lazy(() => import('./DriveBrowser').then((m) => ({ default: m.DriveBrowser })));

export function LazyDriveBrowser(props: DriveBrowserProps) {
  const i18n = useI18n();
  return (
    <Suspense fallback={<p className={styles.muted}>{i18n.ts.loading}</p>}>
      <DriveBrowser {...props} />
    </Suspense>
  );
}
