/**
 * A month typed and shown as es-MX writes it, mm/aaaa, whatever the browser's own language (a native
 * month input draws "December 2026" or its own order, docs/decisions/279): DayInput's twin for months. The screen
 * holds the API's `YYYY-MM`; the text takes digits and places the slash itself; a calendar button opens
 * the browser's own month picker over a hidden native input (docs/decisions/224 and 279).
 */
import { useTranslate } from 'react-admin';
import { MaskedTextField, NativePickerButton, type MaskedFieldProps, type TextMask } from './MaskedTextField.tsx';

/** `2026-04` -> `04/2026`; anything else -> ''. */
export function monthText(value: unknown): string {
  const parts = typeof value === 'string' ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  return parts ? `${parts[2]}/${parts[1]}` : '';
}

/** What a person typed, as mm/aaaa with the slash in place: `042` -> `04/2`. */
export function maskMonth(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 6);
  return [digits.slice(0, 2), digits.slice(2)].filter(Boolean).join('/');
}

/** `04/2026` -> `2026-04` when the month exists (01..12); undefined otherwise (incomplete, 13/2026). */
export function isoMonth(text: string): string | undefined {
  const parts = /^(\d{2})\/(\d{4})$/.exec(text);
  if (!parts) return undefined;
  const month = Number(parts[1]);
  return month >= 1 && month <= 12 ? `${parts[2]}-${parts[1]}` : undefined;
}

export type MonthFieldProps = MaskedFieldProps;

const MONTH: TextMask = { show: monthText, mask: maskMonth, read: isoMonth, placeholder: 'caudal.form.monthPlaceholder', maxLength: 7, marker: 'data-month-input' };

export function MonthField({ disabled, ...rest }: MonthFieldProps) {
  const translate = useTranslate();
  return (
    <MaskedTextField
      {...rest}
      disabled={disabled}
      format={MONTH}
      adornment={(text) => <NativePickerButton type="month" label={translate('caudal.form.pickMonth')} value={isoMonth(text)} onPick={rest.onChange} disabled={disabled} />}
    />
  );
}
