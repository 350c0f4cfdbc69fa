import { useEffect, useState } from 'react';
import type { I18n } from '@/i18n';
import type { SelectChoice } from '../types';

/** The current time, renewed every `intervalMs` while the widget is shown. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The hour, minute and second of `date` in a time zone ('' is this device's). */
export function timeIn(date: Date, timeZone: string): { hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timeZone || undefined,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return { hour: part('hour') % 24, minute: part('minute'), second: part('second') };
}

/** The time written in the reader's language, in a time zone ('' is this device's). */
export function formatTime(date: Date, timeZone: string, lang: string, seconds: boolean): string {
  return new Intl.DateTimeFormat(lang, {
    timeZone: timeZone || undefined,
    hour: 'numeric',
    minute: '2-digit',
    second: seconds ? '2-digit' : undefined,
  }).format(date);
}

/** A zone the browser does not know would make every format throw: it falls back to the device's. */
export function knownZone(timeZone: string): string {
  if (!timeZone) return '';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return '';
  }
}

/** The time zone choices of the clock widgets: the device's, then every zone the browser knows. */
export function timeZoneChoices(i18n: I18n): SelectChoice[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return [
    { value: '', label: i18n.ts.widgets.fields.deviceTimeZone },
    ...zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
  ];
}
