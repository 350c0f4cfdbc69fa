import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';

type Finding = 'none' | 'sensitive' | 'porn';

/**
 * What the server's sensitive media check found in a file (admin/drive/show-file's maybeSensitive
 * and maybePorn), for the moderation view. Shown only when it found something: a file the check
 * never looked at (detection off, not a picture) answers false too, so "nothing found" would
 * claim a check that may not have happened.
 */
export function DetectionFinding({ fileId }: { fileId: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const [finding, setFinding] = useState<Finding>('none');
  useEffect(() => {
    let current = true;
    api.call('admin/drive/show-file', { fileId }).then(
      (file) => {
        if (!current) return;
        setFinding(file.maybePorn ? 'porn' : file.maybeSensitive ? 'sensitive' : 'none');
      },
      // A server without the endpoint, or a moderator it refuses: the page shows the rest.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, fileId]);
  if (finding === 'none') return null;
  return (
    <>
      <dt>{i18n.ts.media.detectionTitle}</dt>
      <dd>{finding === 'porn' ? i18n.ts.media.detectedPorn : i18n.ts.media.detectedSensitive}</dd>
    </>
  );
}
