/**
 * Staff choose whose dashboard to see (spec section 6: "investments are viewed per selected investor").
 * The picker searches as the person types (GET analytics/investors?q=...&take=20): a firm has thousands
 * of investors, so it never loads them all (docs/decisions/148). `current` names the investor already
 * chosen (the dashboard's answer carries it), so a link with ?user_id= shows the name without a search.
 */
import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';

/** Options shown while typing: enough to pick from, never the whole book. */
export const PICKER_OPTIONS = 20;
const TYPING_PAUSE_MS = 250;

interface Investor {
  id: number;
  name: string;
  email: string;
}

interface Props {
  value: number | undefined;
  current?: Investor | null;
  onChange: (id: number | undefined) => void;
}

export function InvestorPicker({ value, current, onChange }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [typed, setTyped] = useState('');
  const [options, setOptions] = useState<Investor[]>([]);
  const [picked, setPicked] = useState<Investor | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // A failed lookup is silent (spec section 8).
      dataProvider
        .call<{ result: Investor[] }>('GET', 'analytics/investors', undefined, { query: { take: PICKER_OPTIONS, ...(typed.trim() ? { q: typed.trim() } : {}) }, silent: true, signal: controller.signal })
        .then((page) => setOptions(page.result.map(({ id, name, email }) => ({ id, name, email }))))
        .catch(() => undefined);
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [dataProvider, typed]);

  const selected = value === undefined ? null : ([picked, current, ...options].find((investor) => investor?.id === value) ?? null);
  const label = (investor: Investor) => `${investor.name} (${investor.email})`;
  return (
    <Autocomplete
      options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
      value={selected}
      // The server searched already: every option it answered matches what was typed.
      filterOptions={(shown) => shown}
      onChange={(_event, investor) => {
        setPicked(investor);
        onChange(investor?.id);
      }}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // A phone's column is narrower than 320 px: there the picker takes the column's width.
      sx={{ minWidth: { sm: 320 } }}
      size="small"
      renderInput={(params) => <TextField {...params} label={translate('caudal.investments.dashboard.investor')} placeholder={translate('caudal.investments.dashboard.allInvestors')} />}
    />
  );
}
