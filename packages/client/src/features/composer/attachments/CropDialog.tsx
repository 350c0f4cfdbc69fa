import { useEffect, useRef, useState } from 'react';
import { safeThumbnailUrl as safeImageUrl } from '@/features/drive';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, useCurrentDialog } from '@/ui';
import type { DriveFile } from '../types';
import styles from './CropDialog.module.css';
import { type CropRect, clampCrop } from './cropRect';

const OUTPUT_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

function NumberField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        value={value}
        onChange={(event) => onChange(event.currentTarget.valueAsNumber)}
      />
    </label>
  );
}

async function cropToFile(image: HTMLImageElement, rect: CropRect, file: DriveFile): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = rect.width;
  canvas.height = rect.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas empty');
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  const type = OUTPUT_TYPES.has(file.type) ? file.type : 'image/png';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.95));
  if (!blob || blob.size === 0) throw new Error('canvas empty');
  const name = type === file.type ? file.name : `${file.name.replace(/\.[^.]+$/, '')}.png`;
  return new File([blob], name, { type: blob.type || type });
}

/**
 * A plain crop tool: the rectangle is set with number fields (keyboard-friendly, exact) and
 * shown over the image. The cropped copy is a new file; the original stays in the drive.
 */
function CropDialogContent({ file }: { file: DriveFile }) {
  const i18n = useI18n();
  const texts = i18n.ts.composerParts;
  const { done, cancel } = useCurrentDialog<File>();
  const image = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [rect, setRect] = useState<CropRect>({ x: 0, y: 0, width: 1, height: 1 });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const source = safeImageUrl(file.url);

  useEffect(() => {
    if (!source) setProblem(texts.cropLoadFailed);
  }, [source, texts.cropLoadFailed]);

  const change = (part: keyof CropRect) => (value: number) => {
    if (!size) return;
    setRect((current) => clampCrop({ ...current, [part]: value }, size.width, size.height));
  };

  const apply = async () => {
    if (!image.current || !size) return;
    setBusy(true);
    try {
      done(await cropToFile(image.current, rect, file));
    } catch {
      setProblem(texts.cropLoadFailed);
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      title={texts.cropTitle}
      onSubmit={() => void apply()}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button type="submit" variant="primary" disabled={!size} busy={busy}>
            {texts.cropApply}
          </Button>
        </>
      }
    >
      {problem && <p role="alert">{problem}</p>}
      {source && (
        <div className={styles.stage}>
          <img
            ref={image}
            src={source}
            alt={file.comment ?? file.name}
            crossOrigin="anonymous"
            className={styles.image}
            onLoad={(event) => {
              const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
              setSize({ width, height });
              setRect({ x: 0, y: 0, width, height });
            }}
            onError={() => setProblem(texts.cropLoadFailed)}
          />
          {size && (
            <div
              className={styles.area}
              role="img"
              aria-label={`${texts.cropPreview}: ${rect.x}, ${rect.y}, ${rect.width} × ${rect.height}`}
              style={{
                left: `${(rect.x / size.width) * 100}%`,
                top: `${(rect.y / size.height) * 100}%`,
                width: `${(rect.width / size.width) * 100}%`,
                height: `${(rect.height / size.height) * 100}%`,
              }}
            />
          )}
        </div>
      )}
      <div className={styles.fields}>
        <NumberField label={texts.cropLeft} value={rect.x} onChange={change('x')} />
        <NumberField label={texts.cropTop} value={rect.y} onChange={change('y')} />
        <NumberField label={texts.cropWidth} value={rect.width} onChange={change('width')} />
        <NumberField label={texts.cropHeight} value={rect.height} onChange={change('height')} />
      </div>
    </DialogFrame>
  );
}

/** Resolves with the cropped image as a new File, or null when cancelled. */
export async function openCropDialog(modals: ModalController, file: DriveFile): Promise<File | null> {
  const outcome = await modals.open<File>(() => <CropDialogContent file={file} />);
  return outcome.canceled ? null : outcome.result;
}
