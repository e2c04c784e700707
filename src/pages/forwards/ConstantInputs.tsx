/**
 * The constants screen's "Nuevo valor" form (POST forwards/const): the instrument, offered from
 * forwards/const/misc (the constant instruments only; their entity has no generic list to pick from),
 * with its description as the hint, and the value. The server makes the new value the current one.
 */
import { useEffect, useState } from 'react';
import { SelectInput, useDataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { forwardConstant } from '../../../schemas/forward-constant.ts';
import type { CaudalDataProvider } from '../../framework/data-provider/data-provider.ts';
import { EntityInput } from '../../framework/screens/EntityInput.tsx';
import { useCatalogueWord } from '../../framework/screens/use-catalogue-word.ts';
import type { HedgeInstrument } from './hedge-api.ts';

export function ConstantInputs() {
  const dataProvider = useDataProvider<CaudalDataProvider>();
  const [instruments, setInstruments] = useState<HedgeInstrument[]>([]);
  const instrumentId: unknown = useWatch({ name: 'instrumentId' });
  const word = useCatalogueWord();
  useEffect(() => {
    const controller = new AbortController();
    dataProvider
      .call<{ instruments: HedgeInstrument[] }>('GET', 'forwards/const/misc', undefined, { silent: true, signal: controller.signal })
      .then((data) => setInstruments(data.instruments))
      // Spec section 8: a failed lookup is silent; the select offers nothing.
      .catch(() => undefined);
    return () => controller.abort();
  }, [dataProvider]);
  const chosen = instruments.find((instrument) => instrument.id === instrumentId);
  return (
    <>
      <SelectInput source="instrumentId" choices={instruments} optionText={(i: HedgeInstrument) => word('forward_instrument', i.id, 'name', i.name)} helperText={chosen?.description ? word('forward_instrument', chosen.id, 'description', chosen.description) : false} />
      <EntityInput entityName={forwardConstant.name} source="value" meta={forwardConstant.fields.value} />
    </>
  );
}
