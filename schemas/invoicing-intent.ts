import { defineEntity } from './framework/define-entity.ts';
import { field } from './framework/field.ts';

/**
 * What an intent asks of the invoicing provider: a period's income invoice, a payment complement, a
 * cancellation; an investor's retention certificate (CFDI de Retenciones 2.0) and its cancellation.
 */
export const INTENT_KINDS = ['invoice', 'payment', 'cancellation', 'retention', 'retention_cancellation'] as const;
export type IntentKind = (typeof INTENT_KINDS)[number];

/**
 * pending: committed, not sent yet; sent: the provider may have it; done: its result is recorded;
 * failed: the provider refused or gave up (nothing exists there); cancelled: not wanted any more, and
 * whatever the provider made of it is cancelled; needs_attention: the reconciler gave up retrying.
 */
export const INTENT_STATES = ['pending', 'sent', 'done', 'failed', 'cancelled', 'needs_attention'] as const;
export type IntentState = (typeof INTENT_STATES)[number];
/** The states in which an intent still holds its claim and the reconciler still works on it. */
export const OPEN_INTENT_STATES: readonly IntentState[] = ['pending', 'sent', 'needs_attention'];

/**
 * The outbox of invoicing (docs/decisions/101): one row per call that creates or changes something at
 * the PAC, committed before the call, with the idempotency key the call carries; its result is
 * recorded after, and the reconciler finishes or undoes what a crash, timeout or refusal left open.
 * Domain routes and the reconciler write it; no generic screen.
 */
export const invoicingIntent = defineEntity({
  name: 'invoicing_intent',
  genericApi: false,
  access: { module: '/prestamos/facturas' },
  fields: {
    /** Facturapi's idempotency_key and external_id: the same key never stamps twice. */
    key: field.text({ maxLength: 64, unique: true }),
    kind: field.select(INTENT_KINDS, { filterable: true }),
    /** The loan detail invoiced (or whose invoice is paid or cancelled). No foreign key: a detail may go, its history stays. */
    loan_detail_id: field.integer({ optional: true, filterable: true }),
    /** The retention certificate cancelled (retention_cancellation), or replaced by the one issued (retention). */
    retention_certificate_id: field.integer({ optional: true, filterable: true }),
    /** The invoice paid or cancelled (payment, cancellation). */
    invoice_id: field.integer({ optional: true, filterable: true }),
    /** The invoice row this intent recorded once done (the income invoice or the complement). */
    recorded_invoice_id: field.integer({ optional: true }),
    /**
     * `detail:<id>` or `invoice:<id>` while the intent is open, null once settled. Unique: two servers,
     * or a double click, cannot open two live intents on one detail or one invoice (the loser gets a
     * 409 before any call). A partial unique index, said in the field vocabulary.
     */
    claim: field.text({ maxLength: 40, unique: true, optional: true }),
    state: field.select(INTENT_STATES),
    /** false once the result is not wanted any more: what the provider made of it is to be cancelled. */
    wanted: field.boolean({ defaultValue: true }),
    /** JSON: what finishing or verifying it needs (the CFDI's source and issue time, the payment, the motive). */
    payload: field.text({ maxLength: 60_000, list: false }),
    /** The provider's id of what it made, once known. */
    provider_ref: field.text({ maxLength: 64, optional: true }),
    attempts: field.integer({ defaultValue: 0 }),
    last_error: field.text({ maxLength: 1000, optional: true }),
    /** Who works on it now (a request or a reconciler pass) and until when; past it, anyone may take it over. */
    lease_owner: field.text({ maxLength: 40, optional: true }),
    lease_until: field.datetime(),
    /** The user whose request opened it: the recorded invoice's audit row names them. */
    requested_by: field.integer({ optional: true }),
  },
  timestamps: true,
  indexes: [['state', 'lease_until']],
  defaultSort: { field: 'created_at', order: 'DESC' },
  operations: ['list', 'one'],
});
