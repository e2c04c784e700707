/** The generated forms' validation: what it sends (a loan detail's .xml upload) and the cross-field rules it runs with the schema. */
import { describe, expect, it } from 'vitest';
import type { ResolverOptions, FieldValues } from 'react-hook-form';
import { entities } from '../../../../schemas/index.ts';
import { userTypeErrors } from '../../../../schemas/rules/user-type.ts';
import { entityResolver } from '../../../../src/framework/screens/entity-resolver.ts';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<FieldValues>;
const XML = '/api/files/0123456789abcdef0123456789abcdef.xml';

describe('entityResolver', () => {
  it("sends the hidden field an upload landed in (a loan detail's cfdi_xml_location)", async () => {
    const values = { loan_id: 1, date_doc: '2026-02-10', expiration_doc: '2026-02-15', days: '31', amount: '1000.00', status_id: 1, cfdi_xml_location: XML, joined_name: 'x' };
    const result = await entityResolver(entities.loan_detail, 'create')(values, undefined, OPTIONS);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ cfdi_xml_location: XML, cfdi_pdf_location: null });
    expect(result.values).not.toHaveProperty('joined_name');
  });

  it("reports the cross-field rule's errors beside the schema's (Tipo of an investor)", async () => {
    const resolver = entityResolver(entities.user, 'update', ['lada'], userTypeErrors);
    const result = await resolver({ role_id: 5, type: '', name: '' }, undefined, OPTIONS);
    expect(Object.keys(result.errors).sort()).toEqual(['name', 'type']);
    const staff = await resolver({ role_id: 3, type: '' }, undefined, OPTIONS);
    expect(staff.errors).toEqual({});
  });
});
