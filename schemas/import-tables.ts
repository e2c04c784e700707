/**
 * Imports as rows (docs/decisions/240): a job per uploaded file or JSON batch, and one row per line
 * of it with what the preview found (create, update with its changes, unchanged, refused with the
 * reason in both languages) and, once applied, what was written. A job survives a reload or a
 * restart: its screen polls it, and applying picks up where it stopped. Also the firm's settings
 * (docs/decisions/241): one row per named setting, changed by Admin.
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { user } from './user.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const IMPORT_JOB_STATUSES = ['previewed', 'applying', 'done', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export const IMPORT_OUTCOMES = ['create', 'update', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** A text in both languages: a refusal is said in whichever language the person reads it later. */
export interface BothLanguages {
  es: string;
  en: string;
}

export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  refused: number;
}

export const importJob = pgTable(
  'import_job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The entity's name (schemas/). */
    entity: varchar('entity', { length: 80 }).notNull(),
    /** The uploaded file's name, or `json` for the JSON import. */
    filename: varchar('filename', { length: 255 }).notNull(),
    created_by: integer('created_by').references(() => user.table.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 12 }).$type<ImportJobStatus>().notNull().default('previewed'),
    /** The preview's counts; once applied, what was written (a row refused at apply time moves to refused). */
    counts: jsonb('counts').$type<ImportCounts>().notNull(),
    /** The file's headings in its order (the refused rows' file repeats them so). */
    headings: jsonb('headings').$type<string[]>().notNull().default([]),
    /** The file's columns no field took (computed figures, unknown headings). */
    ignored_columns: jsonb('ignored_columns').$type<string[]>().notNull().default([]),
    total: integer('total').notNull(),
    /** Rows applied so far (the progress bar). */
    progress: integer('progress').notNull().default(0),
    created_at: instant('created_at').notNull().defaultNow(),
    started_at: instant('started_at'),
    /** While applying: the server applying it renews this; past it, another server (or this one after a restart) takes the job up. */
    lease_until: instant('lease_until'),
    finished_at: instant('finished_at'),
  },
  (t) => [index('import_job_created_by_idx').on(t.created_by, t.entity, t.created_at), index('import_job_status_idx').on(t.status, t.lease_until)],
);

export const importJobRow = pgTable(
  'import_job_row',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job_id: integer('job_id').notNull().references(() => importJob.id, { onDelete: 'cascade' }),
    /** The spreadsheet's row number (the heading is row 1), or the JSON row's position from 1. */
    row_number: integer('row_number').notNull(),
    /** The row's natural key as written, when it has one. */
    key: varchar('key', { length: 200 }),
    /** The cells as the file wrote them, by heading (the refused file gives them back as they came). */
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    /** The values read from the cells, as the API takes them, by field. */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    outcome: varchar('outcome', { length: 12 }).$type<ImportOutcome>().notNull(),
    /** Update: the fields that change, old -> new, as stored. */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown; from_label?: string; to_label?: string }>>(),
    /** The record an update changes, and its version when the preview read it: changed since, it is refused. */
    record_id: integer('record_id'),
    record_version: integer('record_version'),
    reason: jsonb('reason').$type<BothLanguages>(),
    /** Written by apply (or refused then); false until then. */
    applied: boolean('applied').notNull().default(false),
    /** Four-eyes fields held for approval (a user's CLABE): the profile_request that holds them. */
    pending_change: integer('pending_change'),
  },
  (t) => [index('import_job_row_job_idx').on(t.job_id, t.outcome, t.row_number)],
);

export const firmSetting = pgTable('firm_setting', {
  name: varchar('name', { length: 80 }).primaryKey(),
  value: jsonb('value').notNull(),
  updated_by: integer('updated_by').references(() => user.table.id, { onDelete: 'set null' }),
  updated_at: instant('updated_at').notNull().defaultNow(),
});
