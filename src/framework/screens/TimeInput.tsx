/**
 * An hour of the day typed and shown HH:mm on the 24-hour clock, whatever the browser's own language
 * (a native time input draws "08:30 a. m." or "8:30 AM" in some, docs/decisions/285). The screen holds the
 * API's `HH:mm`, which is also what shows; the text takes digits and places the colon itself. There is
 * no picker: Chromium's own draws the browser's clock. Up and down arrows step the hour or the minute
 * the caret is on; a time that does not exist (25:00, 12:60), or a part of one left behind, says so.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MaskedTextField, type KeyEdit, type MaskedFieldProps, type TextMask } from './MaskedTextField.tsx';

/** `08:30` (or `08:30:00`) -> `08:30`; anything else -> ''. */
export function timeText(value: unknown): string {
  const parts = typeof value === 'string' ? /^(\d{2}):(\d{2})(:\d{2})?$/.exec(value) : null;
  return parts ? `${parts[1]}:${parts[2]}` : '';
}

/** What a person typed, as HH:mm with the colon in place: `083` -> `08:3`; an hour of one digit and a colon, `8:3`, -> `08:3`. */
export function maskTime(typed: string): string {
  const digits = (/^\d:\d{0,2}$/.test(typed) ? `0${typed}` : typed).replace(/\D/g, '').slice(0, 4);
  return [digits.slice(0, 2), digits.slice(2)].filter(Boolean).join(':');
}

/** `08:30` -> `08:30` when the time exists (00:00 to 23:59); undefined otherwise (incomplete, 25:00, 12:60). */
export function isoTime(text: string): string | undefined {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? text : undefined;
}

/** A whole time with its hour or its minute one step up or down, round the clock (23 -> 00, 59 -> 00, no carry); undefined for no time. */
export function stepTime(text: string, part: 'hour' | 'minute', step: number): string | undefined {
  if (!isoTime(text)) return undefined;
  const [hour, minute] = text.split(':').map(Number) as [number, number];
  const wrap = (n: number, size: number) => String(((n % size) + size) % size).padStart(2, '0');
  return part === 'hour' ? `${wrap(hour + step, 24)}:${text.slice(3)}` : `${text.slice(0, 2)}:${wrap(minute + step, 60)}`;
}

/** What is wrong with a time as typed: a whole one that does not exist, or (once left) a part of one. */
export function timeProblem(text: string, left: boolean): 'impossibleTime' | 'partialTime' | undefined {
  if (text === '' || isoTime(text)) return undefined;
  if (/^\d{2}:\d{2}$/.test(text)) return 'impossibleTime';
  return left ? 'partialTime' : undefined;
}

/** Up and down step the hour when the caret is on it (at or before the colon), the minute otherwise. */
const stepByArrow: KeyEdit = (key, text, caret) =>
  key === 'ArrowUp' || key === 'ArrowDown' ? stepTime(text, caret <= 2 ? 'hour' : 'minute', key === 'ArrowUp' ? 1 : -1) : undefined;

const TIME: TextMask = { show: timeText, mask: maskTime, read: isoTime, placeholder: 'caudal.form.timePlaceholder', maxLength: 5, marker: 'data-time-input' };

export type TimeFieldProps = MaskedFieldProps;

export function TimeField({ value, onChange, onBlur, onFocus, error, helperText, ...rest }: TimeFieldProps) {
  const translate = useTranslate();
  const [left, setLeft] = useState(false);
  const problem = timeProblem(value ?? '', left);
  return (
    <MaskedTextField
      {...rest}
      value={value}
      onChange={onChange}
      format={TIME}
      onFocus={(event) => {
        setLeft(false);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setLeft(true);
        onBlur?.(event);
      }}
      error={Boolean(problem) || error}
      helperText={problem ? translate(`caudal.form.${problem}`) : helperText}
      keyEdit={stepByArrow}
    />
  );
}
