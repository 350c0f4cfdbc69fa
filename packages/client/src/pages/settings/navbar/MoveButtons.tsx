import { useI18n } from '@/i18n';
import { Button } from '@/ui';

/**
 * The ↑ and ↓ buttons of one row in a reorderable settings list (the navigation bar's entries,
 * the timeline header's tabs). Their ids (`{idPrefix}-{index}-up|down`) let a page put the
 * focus back on the moved row's button after it re-renders in its new place.
 */
export function MoveButtons({
  idPrefix,
  index,
  count,
  name,
  onMove,
}: {
  idPrefix: string;
  index: number;
  count: number;
  name: string;
  onMove(index: number, by: -1 | 1): void;
}) {
  const i18n = useI18n();
  return (
    <>
      <Button
        id={`${idPrefix}-${index}-up`}
        aria-label={i18n.t('navbarSettings.moveUp', { name })}
        disabled={index === 0}
        onClick={() => onMove(index, -1)}
      >
        ↑
      </Button>
      <Button
        id={`${idPrefix}-${index}-down`}
        aria-label={i18n.t('navbarSettings.moveDown', { name })}
        disabled={index === count - 1}
        onClick={() => onMove(index, 1)}
      >
        ↓
      </Button>
    </>
  );
}
