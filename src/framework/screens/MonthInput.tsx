/**
 * A month typed and shown as es-MX writes it, mm/aaaa, whatever the browser's own language (a native
 * month input draws "December 2026" or its own order, docs/decisions/279): DayInput's twin for months. The screen
 * holds the API's `YYYY-MM`; the text takes digits and places the slash itself; a calendar button opens
 * the browser's own month picker over a hidden native input (docs/decisions/224 and 279).
 */
import { useEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useTranslate } from 'react-admin';

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

export type MonthFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The month as the API writes it (`YYYY-MM`), '' or null when empty. */
  value: string | null | undefined;
  /** A whole month as `YYYY-MM`; '' when cleared; the text itself while it is a part of a month. */
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

export function MonthField({ value, onChange, disabled, slotProps, size = 'small', ...rest }: MonthFieldProps) {
  const translate = useTranslate();
  const current = value ?? '';
  const [text, setText] = useState(() => monthText(current));
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (a reset, another input) shows; what is being typed stays.
  useEffect(() => {
    setText((shown) => (isoMonth(shown) === current || (shown !== '' && !isoMonth(shown) && current === shown) ? shown : monthText(current)));
  }, [current]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = maskMonth(event.target.value);
    setText(masked);
    // Empty clears; a whole month sets it; a part of one leaves a value no month matches.
    onChange(masked === '' ? '' : (isoMonth(masked) ?? masked));
  };
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const iso = event.target.value;
    if (!iso) return;
    setText(monthText(iso));
    onChange(iso);
  };
  const given = (slotProps ?? {}) as { htmlInput?: object; inputLabel?: object };
  return (
    <TextField
      {...rest}
      value={text}
      onChange={change}
      size={size}
      disabled={disabled}
      placeholder={translate('caudal.form.monthPlaceholder')}
      slotProps={{
        ...given,
        inputLabel: { shrink: true, ...given.inputLabel },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 7, 'data-month-input': '', ...given.htmlInput },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                disabled={disabled}
                aria-label={translate('caudal.form.pickMonth')}
                onClick={() => {
                  const native = picker.current;
                  if (!native) return;
                  native.value = isoMonth(text) ?? '';
                  try {
                    native.showPicker();
                  } catch {
                    native.focus();
                  }
                }}
              >
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              {/* The browser's own month picker, opened by the button; the text beside it is what shows. */}
              <input ref={picker} type="month" tabIndex={-1} aria-hidden onChange={picked} style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none', border: 0, padding: 0 }} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
