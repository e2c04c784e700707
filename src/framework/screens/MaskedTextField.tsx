/**
 * What DayField, MonthField and TimeField share: a text input that takes digits, places its separators
 * itself and shows es-MX's order whatever the browser's language, while the screen holds the API's
 * value (docs/decisions/224, 279 and 285). Each field gives its `TextMask`; Day and Month add the
 * browser's own picker over a hidden native input (`NativePickerButton`); Time has none.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useTranslate } from 'react-admin';

export interface TextMask {
  /** The API's value as the field shows it; '' when there is none. */
  show: (value: unknown) => string;
  /** What a person typed, with the separators in place. */
  mask: (typed: string) => string;
  /** The shown text as the API writes it when it is whole and real; undefined otherwise. */
  read: (text: string) => string | undefined;
  /** The i18n key of the placeholder (dd/mm/aaaa, ...). */
  placeholder: string;
  maxLength: number;
  /** A data attribute that names the kind of input (`data-day-input`, ...). */
  marker: string;
}

export type MaskedFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** The value as the API writes it, '' or null when empty. */
  value: string | null | undefined;
  /** A whole value as the API writes it; '' when cleared; the text itself while it is a part of one. */
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** A key that edits the text in place (an arrow that steps a part): the new text, or undefined to let the key be. */
export type KeyEdit = (key: string, text: string, caret: number) => string | undefined;

export function MaskedTextField({ format, value, onChange, slotProps, size = 'small', adornment, keyEdit, ...rest }: MaskedFieldProps & { format: TextMask; adornment?: (text: string) => ReactNode; keyEdit?: KeyEdit }) {
  const translate = useTranslate();
  const current = value ?? '';
  const [text, setText] = useState(() => format.show(current));
  // After a key's edit the caret stays where it was (a new value would put it at the end), before the next key.
  const caretAfterEdit = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  useLayoutEffect(() => {
    const pending = caretAfterEdit.current;
    caretAfterEdit.current = null;
    pending?.input.setSelectionRange(pending.at, pending.at);
  }, [text]);
  // A value set from outside (a reset, a filter cleared, a picker, another input) shows; what is being typed stays.
  useEffect(() => {
    setText((shown) => (format.read(shown) === current || (shown !== '' && !format.read(shown) && current === shown) ? shown : format.show(current)));
  }, [current, format]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = format.mask(event.target.value);
    setText(masked);
    // Empty clears; a whole value sets it; a part of one leaves a value its validation refuses.
    onChange(masked === '' ? '' : (format.read(masked) ?? masked));
  };
  const key = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const at = input.selectionStart ?? 0;
    const edited = keyEdit?.(event.key, input.value, at);
    if (edited === undefined) return;
    event.preventDefault();
    caretAfterEdit.current = { input, at };
    setText(edited);
    onChange(format.read(edited) ?? edited);
  };
  const given = (slotProps ?? {}) as { htmlInput?: object; inputLabel?: object; input?: object };
  return (
    <TextField
      {...rest}
      value={text}
      onChange={change}
      size={size}
      placeholder={translate(format.placeholder)}
      slotProps={{
        ...given,
        inputLabel: { shrink: true, ...given.inputLabel },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: format.maxLength, [format.marker]: '', ...(keyEdit ? { onKeyDown: key } : {}), ...given.htmlInput },
        input: { ...(adornment ? { endAdornment: <InputAdornment position="end">{adornment(text)}</InputAdornment> } : {}), ...given.input },
      }}
    />
  );
}

/**
 * The calendar button beside a day or a month: it opens the browser's own picker over a hidden native
 * input, whose value comes back through `onPick` (the text beside it is what shows).
 */
export function NativePickerButton({ type, label, value, onPick, disabled }: { type: 'date' | 'month'; label: string; value: string | undefined; onPick: (value: string) => void; disabled?: boolean }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton
        size="small"
        edge="end"
        disabled={disabled}
        aria-label={label}
        onClick={() => {
          const native = picker.current;
          if (!native) return;
          native.value = value ?? '';
          try {
            native.showPicker();
          } catch {
            native.focus();
          }
        }}
      >
        <CalendarMonthIcon fontSize="small" />
      </IconButton>
      <input
        ref={picker}
        type={type}
        tabIndex={-1}
        aria-hidden
        onChange={(event) => event.target.value && onPick(event.target.value)}
        style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none', border: 0, padding: 0 }}
      />
    </>
  );
}
