/**
 * A business date typed and shown as es-MX writes it, dd/mm/aaaa, whatever the browser's own language
 * (a native date input draws mm/dd/yyyy in an English browser). The form holds the API's
 * `YYYY-MM-DD`; the text takes digits and places the slashes itself; a calendar button opens the
 * browser's own picker over a hidden native input (docs/decisions/224). `DayField` is the controlled field
 * for bespoke screens; `DayInput` the react-admin input (useInput): `format` and `parse` work as on
 * react-admin's DateInput, so a filter of instants maps days to moments the same way.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { TextFieldProps } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, type InputProps } from 'react-admin';
import { MaskedTextField, NativePickerButton, type MaskedFieldProps, type TextMask } from './MaskedTextField.tsx';

/** `2026-01-15` -> `15/01/2026`; anything else -> ''. */
export function dayText(value: unknown): string {
  const parts = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : '';
}

/** What a person typed, as dd/mm/aaaa with the slashes in place: `150120` -> `15/01/20`. */
export function maskDay(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** `15/01/2026` -> `2026-01-15` when the day exists; undefined otherwise (incomplete, 31/02/2026). */
export function isoDay(text: string): string | undefined {
  const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!parts) return undefined;
  const [, day, month, year] = parts.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? `${parts[3]}-${parts[2]}-${parts[1]}` : undefined;
}

export type DayFieldProps = MaskedFieldProps;

const DAY: TextMask = { show: dayText, mask: maskDay, read: isoDay, placeholder: 'caudal.form.datePlaceholder', maxLength: 10, marker: 'data-day-input' };

export function DayField({ disabled, ...rest }: DayFieldProps) {
  const translate = useTranslate();
  return (
    <MaskedTextField
      {...rest}
      disabled={disabled}
      format={DAY}
      adornment={(text) => <NativePickerButton type="date" label={translate('caudal.form.pickDate')} value={isoDay(text)} onPick={rest.onChange} disabled={disabled} />}
    />
  );
}

export type DayInputProps = InputProps & Omit<TextFieldProps, 'onChange' | 'onBlur' | 'defaultValue' | 'label' | 'helperText'> & { helperText?: ReactNode | false };

export function DayInput({ source, label, helperText, resource, validate, format, parse, defaultValue, disabled, readOnly, className, fullWidth, size = 'small', variant, margin, sx }: DayInputProps) {
  const { field, fieldState, id, isRequired } = useInput({ source, resource, validate, format, parse, defaultValue, disabled, readOnly });
  const { error, invalid } = fieldState;
  return (
    <DayField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      className={clsx('ra-input', `ra-input-${source}`, className)}
      size={size}
      variant={variant}
      margin={margin}
      fullWidth={fullWidth}
      sx={sx}
      error={invalid}
      disabled={disabled || readOnly}
      label={label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null}
      helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
    />
  );
}
