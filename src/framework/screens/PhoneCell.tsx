/** A column that holds a phone without being a phone field (the SMS log's): written as every phone is. */
import type { RaRecord } from 'ra-core';
import { formatPhone } from '../format.ts';

export const phoneCell = (source: string) =>
  function PhoneCell({ record }: { record: RaRecord }) {
    const value = record[source];
    return <span style={{ whiteSpace: 'nowrap' }}>{typeof value === 'string' ? formatPhone(value) : ''}</span>;
  };
