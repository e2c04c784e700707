/** Who changes whose credentials and grants which role (schemas/rules/credentials.ts, decision 126). */
import { describe, expect, it } from 'vitest';
import { ROLE } from '../../../schemas/role.ts';
import { mayChangeCredentialsOf, mayGrantRole } from '../../../schemas/rules/credentials.ts';

describe('mayChangeCredentialsOf', () => {
  it('Admin for Gestores and below, Root for everyone, Gestor for nobody', () => {
    const targets = [ROLE.root, ROLE.admin, ROLE.gestor, ROLE.investor, ROLE.client, ROLE.default];
    expect(targets.map((t) => mayChangeCredentialsOf(ROLE.root, t))).toEqual([true, true, true, true, true, true]);
    expect(targets.map((t) => mayChangeCredentialsOf(ROLE.admin, t))).toEqual([false, false, true, true, true, true]);
    expect(targets.map((t) => mayChangeCredentialsOf(ROLE.gestor, t))).toEqual([false, false, false, false, false, false]);
    expect(targets.map((t) => mayChangeCredentialsOf(ROLE.investor, t))).toEqual([false, false, false, false, false, false]);
  });
});

describe('mayGrantRole', () => {
  it('only from above; Root grants any', () => {
    const roles = [ROLE.root, ROLE.admin, ROLE.gestor, ROLE.investor, ROLE.client, ROLE.default];
    expect(roles.map((r) => mayGrantRole(ROLE.root, r))).toEqual([true, true, true, true, true, true]);
    expect(roles.map((r) => mayGrantRole(ROLE.admin, r))).toEqual([false, false, true, true, true, true]);
    expect(roles.map((r) => mayGrantRole(ROLE.gestor, r))).toEqual([false, false, false, true, true, true]);
  });
});
