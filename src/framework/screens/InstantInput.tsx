/**
 * An instant typed and shown as a day and an hour on Mexico City's clock, side by side, dd/mm/aaaa and
 * HH:mm whatever the browser's language and zone (docs/decisions/287): a native datetime-local input draws
 * the browser's order, its 12-hour clock and its own zone. The form holds the API's instant, ISO in UTC
 * (`2026-12-07T14:05:00.000Z` for 07/12/2026 08:05); an instant given is shown as Mexico City's day and time,
 * and stays as it is (seconds and all) until one of them is edited. Both empty is null; one of them alone,
 * or a part of a day, holds the text typed, which no instant validation takes, and says what is missing.
 */
import type { FocusEvent, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { Stack, type SxProps, type Theme } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, useTranslateLabel, type InputProps } from 'react-admin';
import { instantAtMexicoCityTime, isInstant, mexicoCityDayAndTime } from '../format.ts';
import { DayField } from './DayInput.tsx';
import { TimeField } from './TimeInput.tsx';

/** The two fields' values as DayField and TimeField hold them: the API's day and time when whole, the text typed while a part of one, '' empty. */
export interface InstantParts {
  day: string;
  time: string;
}

const WHOLE_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form's value shown as its two parts: an instant as Mexico City's day and time; the parts typed kept; empty otherwise. */
export function instantParts(value: unknown): InstantParts {
  const shown = value instanceof Date || isInstant(value) ? mexicoCityDayAndTime(value) : undefined;
  if (shown) return shown;
  if (typeof value === 'string' && value.includes(' ')) {
    const [day = '', time = ''] = value.split(' ');
    return { day, time };
  }
  return { day: '', time: '' };
}

/** The form's value of the two parts: the instant when both are whole; null when both are empty; the parts as typed otherwise (never an instant). */
export function instantOfParts({ day, time }: InstantParts): string | null {
  if (day === '' && time === '') return null;
  return (WHOLE_DAY.test(day) && WHOLE_TIME.test(time) ? instantAtMexicoCityTime(day, time) : undefined) ?? `${day} ${time}`;
}

/** What the two parts lack, said once the input is left: a part of a day, a day without its time, a time without its day (a part of a time TimeField says itself). */
export function instantProblem({ day, time }: InstantParts): 'partialDay' | 'missingDay' | 'missingTime' | undefined {
  if (day !== '' && !WHOLE_DAY.test(day)) return 'partialDay';
  if (day === '' && time !== '') return 'missingDay';
  if (day !== '' && time === '') return 'missingTime';
  return undefined;
}

const sameParts = (a: InstantParts, b: InstantParts) => a.day === b.day && a.time === b.time;

export type InstantInputProps = InputProps & {
  helperText?: ReactNode | false;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  variant?: 'standard' | 'outlined' | 'filled';
  margin?: 'none' | 'dense' | 'normal';
  className?: string;
  sx?: SxProps<Theme>;
};

export function InstantInput({ source, label, helperText, resource, validate, format, parse, defaultValue, disabled, readOnly, className, fullWidth, size = 'small', variant, margin, sx }: InstantInputProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { field, fieldState, formState, id, isRequired } = useInput({ source, resource, validate: [validate ?? []].flat().concat(refuseParts), format, parse, defaultValue, disabled, readOnly });
  const value: unknown = field.value;
  const [parts, setParts] = useState(() => instantParts(value));
  // A value set from outside (a record loaded, a reset) shows; what is being typed stays.
  useEffect(() => {
    setParts((current) => {
      if (instantOfParts(current) === value || ((value === null || value === undefined) && instantOfParts(current) === null)) return current;
      const next = instantParts(value);
      return sameParts(next, current) ? current : next;
    });
  }, [value]);

  const change = (next: InstantParts) => {
    setParts(next);
    field.onChange(instantOfParts(next));
  };
  // Left as a whole: going from the day to its time is not leaving.
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
  };
  const problem = fieldState.isTouched || formState.isSubmitted ? instantProblem(parts) : undefined;
  const title = label !== '' && label !== false ? translateLabel({ label, source, resource }) : '';
  const dayError = problem === 'partialDay' || problem === 'missingDay' || (!problem && fieldState.invalid);
  const off = disabled || readOnly;
  return (
    <Stack direction="row" spacing={1} onBlur={leave} className={clsx('ra-input', `ra-input-${source}`, className)} sx={[{ alignItems: 'flex-start', width: fullWidth ? '100%' : undefined }, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>}>
      <DayField
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={parts.day}
        onChange={(day) => change({ ...parts, day })}
        size={size}
        variant={variant}
        margin={margin}
        sx={{ flex: '1 1 10rem', minWidth: 0 }}
        error={dayError}
        disabled={off}
        label={title ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null}
        helperText={
          dayError && problem ? translate(`caudal.form.${problem}`) : helperText !== false || fieldState.invalid ? <InputHelperText error={problem ? undefined : fieldState.error?.message} helperText={helperText} /> : null
        }
      />
      <TimeField
        id={`${id}-time`}
        value={parts.time}
        onChange={(time) => change({ ...parts, time })}
        size={size}
        variant={variant}
        margin={margin}
        sx={{ flex: '0 1 7.5rem', minWidth: 0 }}
        error={problem === 'missingTime'}
        disabled={off}
        label={translate('caudal.form.time')}
        helperText={problem === 'missingTime' ? translate('caudal.form.missingTime') : undefined}
        slotProps={title ? { htmlInput: { 'aria-label': `${title}: ${translate('caudal.form.time')}` } } : undefined}
      />
    </Stack>
  );
}

/** A form without the entity's resolver refuses the parts typed as well (the entity's schema refuses them as no instant). */
function refuseParts(value: unknown) {
  if (value === null || value === undefined || value === '' || isInstant(value) || value instanceof Date) return undefined;
  const problem = instantProblem(instantParts(value));
  return problem ? `caudal.form.${problem}` : 'caudal.validation.datetime';
}
