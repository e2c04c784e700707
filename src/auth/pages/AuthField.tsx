/**
 * An outlined text field for the sign-in pages, built from MUI's parts (FormControl, InputLabel,
 * OutlinedInput, FormHelperText) instead of TextField: TextField imports Select, and with it Popover,
 * Menu, Modal and the filled and standard inputs, about 30 kB compressed that /auth/login never uses
 * (docs/decisions/032). Looks and labels the same: the label names the input for screen readers and tests.
 */
import { useId, type ChangeEvent, type HTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface AuthFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

export function AuthField({ label, name, value, onChange, type, autoComplete, inputMode, autoFocus, disabled, error, helperText, endAdornment, htmlInput }: AuthFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={error} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        inputProps={{ inputMode, ...htmlInput, 'aria-describedby': helperText ? helperId : undefined }}
      />
      {helperText !== undefined && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
