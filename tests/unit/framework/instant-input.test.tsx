// @vitest-environment jsdom
/**
 * An instant typed as a day and an hour on Mexico City's clock (docs/decisions/287): a generated form's
 * `datetime` field shows an instant as Mexico City's day and time, and holds the instant, ISO in UTC, of
 * what is typed; both empty is null, one alone is refused with what is missing, in es and en.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { CoreAdminContext, Form, type RaRecord } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineEntity } from '../../../schemas/framework/define-entity.ts';
import { field } from '../../../schemas/framework/field.ts';
import { instantAtMexicoCityTime, mexicoCityDayAndTime } from '../../../src/framework/format.ts';
import { EntityInput } from '../../../src/framework/screens/EntityInput.tsx';
import { entityResolver } from '../../../src/framework/screens/entity-resolver.ts';
import { instantOfParts, instantParts, instantProblem } from '../../../src/framework/screens/InstantInput.tsx';
import { en } from '../../../src/i18n/en.ts';
import { es } from '../../../src/i18n/es.ts';

afterEach(cleanup);

const meeting = defineEntity({ name: 'meeting', access: { module: '/x' }, fields: { starts_at: field.datetime({ optional: true }) } });

function renderForm(record: Partial<RaRecord>, { language = 'es', resolver }: { language?: 'es' | 'en'; resolver?: Resolver } = {}) {
  const submitted = vi.fn();
  render(
    <CoreAdminContext i18nProvider={polyglotI18nProvider(() => (language === 'en' ? en : es), language)}>
      <ThemeProvider theme={createTheme()}>
        <Form record={record} onSubmit={submitted} resolver={resolver} noValidate>
          <EntityInput entityName="meeting" source="starts_at" meta={meeting.fields.starts_at} />
          <button type="submit">save</button>
        </Form>
      </ThemeProvider>
    </CoreAdminContext>,
  );
  const day = document.querySelector<HTMLInputElement>('input[data-day-input]')!;
  const time = document.querySelector<HTMLInputElement>('input[data-time-input]')!;
  const save = async () => {
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    // Let the form's validation answer (it is asynchronous) before reading what was sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };
  const sentValue = () => (submitted.mock.calls.at(-1)?.[0] as Record<string, unknown> | undefined)?.starts_at;
  return { day, time, save, submitted, sentValue };
}

describe("an instant's day and time on Mexico City's clock", () => {
  it('reads an instant as the day and the minute Mexico City showed', () => {
    expect(mexicoCityDayAndTime('2026-12-07T01:29:00Z')).toEqual({ day: '2026-12-06', time: '19:29' });
    expect(mexicoCityDayAndTime('2026-12-07T01:29:32.612Z')).toEqual({ day: '2026-12-06', time: '19:29' });
    expect(mexicoCityDayAndTime('not a time')).toBeUndefined();
  });

  it('turns a wall time into its instant with the zone rules of the time, no fixed offset', () => {
    expect(instantAtMexicoCityTime('2026-12-07', '08:05')).toBe('2026-12-07T14:05:00.000Z');
    // UTC-6 all year since the end of 2022, summer included.
    expect(instantAtMexicoCityTime('2026-07-01', '10:00')).toBe('2026-07-01T16:00:00.000Z');
    // Before then summer time was UTC-5: the zone's data says so, not a constant.
    expect(instantAtMexicoCityTime('2021-07-01', '10:00')).toBe('2021-07-01T15:00:00.000Z');
    expect(mexicoCityDayAndTime('2021-07-01T15:00:00.000Z')).toEqual({ day: '2021-07-01', time: '10:00' });
    expect(instantAtMexicoCityTime('2026-02-30', '10:00')).toBeUndefined();
    expect(instantAtMexicoCityTime('2026-02-03', '24:00')).toBeUndefined();
  });

  it('holds null for nothing, the instant for both parts, the text typed otherwise, and says what is missing', () => {
    expect(instantOfParts({ day: '', time: '' })).toBeNull();
    expect(instantOfParts({ day: '2026-12-07', time: '08:05' })).toBe('2026-12-07T14:05:00.000Z');
    expect(instantOfParts({ day: '2026-12-07', time: '' })).toBe('2026-12-07 ');
    expect(instantParts(instantOfParts({ day: '07/12/20', time: '08:05' }))).toEqual({ day: '07/12/20', time: '08:05' });
    expect(instantParts(null)).toEqual({ day: '', time: '' });
    expect(instantProblem({ day: '2026-12-07', time: '' })).toBe('missingTime');
    expect(instantProblem({ day: '', time: '08:05' })).toBe('missingDay');
    expect(instantProblem({ day: '07/12/20', time: '08:05' })).toBe('partialDay');
    expect(instantProblem({ day: '', time: '' })).toBeUndefined();
    expect(instantProblem({ day: '2026-12-07', time: '08:05' })).toBeUndefined();
  });
});

describe('a generated form edits a datetime field as a day and a time', { timeout: 30_000 }, () => {
  it("shows a record's instant as Mexico City's day and time, and sends it unchanged when untouched", async () => {
    const form = renderForm({ id: 1, starts_at: '2026-12-07T01:29:32.612Z' });
    expect(form.day.value).toBe('06/12/2026');
    expect(form.time.value).toBe('19:29');
    await form.save();
    expect(form.sentValue()).toBe('2026-12-07T01:29:32.612Z');
  });

  it('shows 2026-12-07T01:29:00Z as 06/12/2026 19:29 and holds the new instant once the time is changed', async () => {
    const form = renderForm({ id: 1, starts_at: '2026-12-07T01:29:00Z' });
    expect([form.day.value, form.time.value]).toEqual(['06/12/2026', '19:29']);
    fireEvent.change(form.time, { target: { value: '2000' } });
    await form.save();
    expect(form.sentValue()).toBe('2026-12-07T02:00:00.000Z');
  });

  it('sends 07/12/2026 08:05 typed as 2026-12-07T14:05:00.000Z', async () => {
    const form = renderForm({});
    fireEvent.change(form.day, { target: { value: '07122026' } });
    fireEvent.change(form.time, { target: { value: '0805' } });
    expect([form.day.value, form.time.value]).toEqual(['07/12/2026', '08:05']);
    await form.save();
    expect(form.sentValue()).toBe('2026-12-07T14:05:00.000Z');
  });

  it('sends null when both are emptied', async () => {
    const form = renderForm({ id: 1, starts_at: '2026-12-07T01:29:00Z' });
    fireEvent.change(form.day, { target: { value: '' } });
    fireEvent.change(form.time, { target: { value: '' } });
    await form.save();
    expect(form.sentValue()).toBeNull();
  });

  it('refuses a day without its time and a time without its day, saying which is missing', async () => {
    const form = renderForm({});
    fireEvent.change(form.day, { target: { value: '07122026' } });
    await form.save();
    expect(form.submitted).not.toHaveBeenCalled();
    await screen.findByText('Falta la hora: escríbela HH:mm');
    fireEvent.change(form.day, { target: { value: '' } });
    fireEvent.change(form.time, { target: { value: '0805' } });
    await screen.findByText('Falta la fecha: escríbela dd/mm/aaaa');
    fireEvent.change(form.day, { target: { value: '0712' } });
    await screen.findByText('Esa fecha no existe o está incompleta: escríbela dd/mm/aaaa');
    await form.save();
    expect(form.submitted).not.toHaveBeenCalled();
  });

  it("says what is missing in English, over the entity schema's own message", async () => {
    const form = renderForm({}, { language: 'en', resolver: entityResolver(meeting, 'create') });
    fireEvent.change(form.time, { target: { value: '0805' } });
    await form.save();
    expect(form.submitted).not.toHaveBeenCalled();
    await screen.findByText('The date is missing: write it dd/mm/yyyy');
    expect(screen.queryByText(/ISO 8601/)).toBeNull();
    fireEvent.change(form.day, { target: { value: '07122026' } });
    await form.save();
    // The entity's schema makes the instant a Date, as the API takes it.
    await waitFor(() => expect(form.sentValue()).toEqual(new Date('2026-12-07T14:05:00.000Z')));
    expect(screen.getByLabelText('Starts at: Time')).toBe(form.time);
  });
});
