/**
 * Not entities with generated screens: the firm's fiscal identity as the issuer of its CFDIs and its
 * CSDs (docs/decisions/247), loaded by Admin on /administrador/identidad-fiscal. The certificate is
 * public; the private key and its password are kept only sealed (AES-256-GCM under a key that is not in
 * the database's backups), never answered by any route.
 */
import { customType, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row (id 1): Emisor's RFC, name and regime and the LugarExpedicion postal code. */
export const fiscalIdentity = pgTable('fiscal_identity', {
  id: integer('id').primaryKey(),
  rfc: varchar('rfc', { length: 13 }).notNull(),
  name: varchar('name', { length: 254 }).notNull(),
  regime: varchar('regime', { length: 3 }).notNull(),
  postal_code: varchar('postal_code', { length: 5 }).notNull(),
  updated_by: integer('updated_by'),
  updated_at: instant('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/** Each CSD loaded; the one in force (the newest whose validity covers the moment) seals. */
export const csdCertificate = pgTable('csd_certificate', {
  id: serial('id').primaryKey(),
  serial_number: varchar('serial_number', { length: 40 }).notNull().unique(),
  rfc: varchar('rfc', { length: 13 }).notNull(),
  legal_name: varchar('legal_name', { length: 254 }).notNull(),
  valid_from: instant('valid_from').notNull(),
  valid_to: instant('valid_to').notNull(),
  cer: bytea('cer').notNull(),
  /** iv (12) + tag (16) + ciphertext of { key, password }: see server/invoicing/csd-store.ts. */
  sealed_key: bytea('sealed_key').notNull(),
  uploaded_by: integer('uploaded_by'),
  uploaded_at: instant('uploaded_at').notNull().defaultNow(),
});
