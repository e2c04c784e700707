/** A substitute invoice (SAT motive 01): CfdiRelacionados 04 citing the replaced CFDI, schema-valid and in the cadena original. */
import { describe, expect, it } from 'vitest';
import { invoicingProvider } from '../../../server/adapters/invoicing-choice.ts';
import { cadenaOriginal } from '../../../server/domain/cfdi-cadena.ts';
import { LOAN_SOURCE } from '../../helpers/cfdi-fixtures.ts';
import { satSchemaErrors } from '../../helpers/sat-xsd.ts';

const replaced = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';

describe('a substitute invoice', () => {
  it('relates the CFDI it replaces with TipoRelacion 04, before the Emisor, and SAT\'s schema accepts it', async () => {
    const substitute = { ...LOAN_SOURCE, substitutes: { invoiceId: 3, uuid: replaced, xmlLocation: '/api/files/x.xml' } };
    const xml = (await invoicingProvider({ INVOICING_PROVIDER: 'local' }).stamp(substitute, new Date('2026-02-11T16:00:00Z'))).xml.toString('utf8');
    expect(xml).toMatch(new RegExp(`<cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="${replaced}"/></cfdi:CfdiRelacionados><cfdi:Emisor`));
    expect(await satSchemaErrors(xml)).toEqual([]);
    expect(cadenaOriginal(xml)).toContain(`|04|${replaced}|EKU9003173C9|`);
  });
});
