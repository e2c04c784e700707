/** The chart's currency, when the investments are in more than one (a select, so loaded only then). */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

export function ChartCurrencySelect({ currencies, value, onChange }: { currencies: string[]; value: string | undefined; onChange: (code: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={translate('resources.currency.name', { smart_count: 1 })} value={value} onChange={(e) => onChange(e.target.value)} sx={{ width: 120 }}>
      {currencies.map((code) => (
        <MenuItem key={code} value={code}>{code}</MenuItem>
      ))}
    </TextField>
  );
}
