/** Staff choose whose dashboard to see (spec section 6: "investments are viewed per selected investor"). */
import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import type { InvestorRow } from '../../../schemas/contracts/investment-analytics.ts';

interface Props {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

export function InvestorPicker({ value, onChange }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [investors, setInvestors] = useState<InvestorRow[]>([]);

  useEffect(() => {
    // Spec section 9: lookups fetch up to 9999 items; a failed lookup is silent.
    dataProvider
      .call<{ result: InvestorRow[] }>('GET', 'analytics/investors', undefined, { query: { take: 9999 }, silent: true })
      .then((page) => setInvestors(page.result))
      .catch(() => setInvestors([]));
  }, [dataProvider]);

  const selected = investors.find((investor) => investor.id === value) ?? null;
  return (
    <Autocomplete
      options={investors}
      value={selected}
      onChange={(_event, investor) => onChange(investor?.id)}
      getOptionLabel={(investor) => `${investor.name} (${investor.email})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      sx={{ minWidth: 320 }}
      size="small"
      renderInput={(params) => <TextField {...params} label={translate('caudal.investments.dashboard.investor')} placeholder={translate('caudal.investments.dashboard.allInvestors')} />}
    />
  );
}
