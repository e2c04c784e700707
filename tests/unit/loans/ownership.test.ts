/**
 * Who owns a loan (docs/decisions/007): the client account linked to its customer. ownerCondition
 * follows ownedThrough from invoice to detail to loan to customer, whose user_id is the owner.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { entities } from '../../../schemas/index.ts';
import { ownerCondition } from '../../../schemas/framework/owner-scope.ts';

const dialect = new PgDialect();
const render = (entity: Parameters<typeof ownerCondition>[0]) => dialect.sqlToQuery(ownerCondition(entity, 42)!);

describe('ownerCondition', () => {
  it('a customer belongs to its linked client account', () => {
    expect(render(entities.customer)).toMatchObject({ sql: '"customer"."user_id" = $1', params: [42] });
  });

  it('a loan belongs to whoever owns its customer', () => {
    expect(render(entities.loan)).toMatchObject({
      sql: '"loan"."customer_id" in (select "customer"."id" from "customer" where "customer"."user_id" = $1)',
      params: [42],
    });
  });

  it('details and invoices follow their loan', () => {
    expect(render(entities.loan_detail).sql).toBe(
      '"loan_detail"."loan_id" in (select "loan"."id" from "loan" where "loan"."customer_id" in (select "customer"."id" from "customer" where "customer"."user_id" = $1))',
    );
    expect(render(entities.invoices).sql).toMatch(/^"invoice"\."loan_detail_id" in \(select "loan_detail"\."id" from "loan_detail" where "loan_detail"\."loan_id" in/);
  });

  it('nobody in particular owns an unowned catalogue', () => {
    expect(ownerCondition(entities.currency, 42)).toBeUndefined();
  });
});
