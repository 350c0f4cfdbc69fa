import { type PointerEvent, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, useCurrentDialog } from '@/ui';
import styles from './Crop.module.css';
import {
  dragControls,
  type FrameControls,
  frameRect,
  type ImageSize,
  INITIAL_FRAME,
  outputSize,
  type PixelRect,
} from './cropFrame';

/** A picture to crop: a drive file's URL or an object URL of a file being uploaded. */
export interface CropSource {
  url: string;
  name: string;
  type: string;
}

export interface CropOptions {
  title: string;
  aspect: number;
  /** The widest picture kept; larger crops are scaled down. */
  maxWidth: number;
}

/** The answer: the cropped picture, or 'whole' to use the picture as it is. */
export type CropResult = File | 'whole';

// Pictures that may have transparent parts stay PNG; photographs become JPEG.
function outputType(type: string): 'image/png' | 'image/jpeg' {
  return type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

async function cropToFile(image: HTMLImageElement, rect: PixelRect, source: CropSource, maxWidth: number) {
  const size = outputSize(rect, maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height);
  const type = outputType(source.type);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (!blob || blob.size === 0) throw new Error('empty canvas');
  const base = source.name.replace(/\.[^.]+$/, '') || 'picture';
  return new File([blob], `${base}-cropped.${type === 'image/png' ? 'png' : 'jpg'}`, { type });
}

function Slider(props: { label: string; value: number; min: number; onChange(value: number): void }) {
  return (
    <label className={styles.slider}>
      <span>{props.label}</span>
      <input
        type="range"
        min={props.min}
        max={100}
        step={1}
        value={Math.round(props.value)}
        onChange={(event) => props.onChange(event.currentTarget.valueAsNumber)}
      />
    </label>
  );
}

/**
 * A crop of fixed aspect: the frame is dragged with a pointer, and sized and placed with three
 * sliders, so the keyboard can do all of it. The crop is drawn on a canvas; nothing leaves the
 * page until the page uploads the result.
 */
function CropDialogContent({ source, options }: { source: CropSource; options: CropOptions }) {
  const i18n = useI18n();
  const t = i18n.ts.profileSettings;
  const { done, cancel } = useCurrentDialog<CropResult>();
  const image = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<ImageSize | null>(null);
  const [controls, setControls] = useState<FrameControls>(INITIAL_FRAME);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ startX: number; startY: number; from: FrameControls; scale: number } | null>(null);
  const rect = size ? frameRect(size, options.aspect, controls) : null;

  const set = (part: keyof FrameControls) => (value: number) =>
    setControls((current) => ({ ...current, [part]: value }));

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!size || !image.current) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    // Screen pixels to image pixels: the picture is drawn scaled to fit the dialog.
    const scale = size.width / image.current.getBoundingClientRect().width;
    drag.current = { startX: event.clientX, startY: event.clientY, from: controls, scale };
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || !size) return;
    const dx = (event.clientX - start.startX) * start.scale;
    const dy = (event.clientY - start.startY) * start.scale;
    setControls(dragControls(size, options.aspect, start.from, dx, dy));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const apply = async () => {
    if (!image.current || !rect) return;
    setBusy(true);
    try {
      done(await cropToFile(image.current, rect, source, options.maxWidth));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      title={options.title}
      description={t.cropHint}
      onSubmit={() => void apply()}
      actions={
        <>
          <Button onClick={cancel}>{i18n.ts.cancel}</Button>
          <Button onClick={() => done('whole')}>{t.useWhole}</Button>
          <Button type="submit" variant="primary" disabled={!rect} busy={busy}>
            {t.cropApply}
          </Button>
        </>
      }
    >
      {failed && <p role="alert">{t.cropFailed}</p>}
      <div className={styles.stage}>
        <img
          ref={image}
          src={source.url}
          alt={source.name}
          crossOrigin="anonymous"
          className={styles.image}
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
            setSize({ width, height });
          }}
          onError={() => setFailed(true)}
        />
        {size && rect && (
          <div
            className={styles.frame}
            data-round={options.aspect === 1 ? '' : undefined}
            role="img"
            aria-label={`${t.cropArea}: ${rect.x}, ${rect.y}, ${rect.width} × ${rect.height}`}
            style={{
              left: `${(rect.x / size.width) * 100}%`,
              top: `${(rect.y / size.height) * 100}%`,
              width: `${(rect.width / size.width) * 100}%`,
              height: `${(rect.height / size.height) * 100}%`,
            }}
            onPointerDown={startDrag}
            onPointerMove={moveDrag}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          />
        )}
      </div>
      <div className={styles.sliders}>
        <Slider label={t.cropSize} value={controls.size} min={10} onChange={set('size')} />
        <Slider label={t.cropHorizontal} value={controls.x} min={0} onChange={set('x')} />
        <Slider label={t.cropVertical} value={controls.y} min={0} onChange={set('y')} />
      </div>
    </DialogFrame>
  );
}

/** Resolves with the cropped picture, 'whole', or null when cancelled. */
export async function openProfileCrop(
  modals: ModalController,
  source: CropSource,
  options: CropOptions,
): Promise<CropResult | null> {
  const outcome = await modals.open<CropResult>(() => (
    <CropDialogContent source={source} options={options} />
  ));
  return outcome.canceled ? null : outcome.result;
}
