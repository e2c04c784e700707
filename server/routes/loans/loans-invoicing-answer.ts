/**
 * What PATCH loan_detail/generate/invoices answers once its batch went through the outbox
 * (docs/decisions/101). All recorded: 200 with the invoices. The PAC refused one: 422 naming it and
 * its reason, and, when some were stamped before it, which (they are recorded: nothing is left
 * unaccounted for). The PAC did not answer in time: 202 with what was recorded and which details are
 * in process (the reconciler confirms them) or were not sent.
 */
import type { FastifyReply } from 'fastify';
import { HttpError, unprocessable } from '../../http/errors.ts';
import { msg } from '../../i18n/localized.ts';
import { renderMessage } from '../../i18n/localized.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import type { BatchResult } from '../../invoicing/invoice-intents.ts';

export function batchAnswer(reply: FastifyReply, result: BatchResult) {
  const issued = result.recorded.map((invoice) => String(invoice.loan_detail_id)).join(', ');
  if (result.refused) {
    const refusal = msg('loans.detailInvoiceFailed', { id: String(result.refused.detailId), reason: result.refused.reason });
    if (result.recorded.length === 0) throw unprocessable({ ids: [refusal] });
    throw new HttpError(422, msg('invoicing.refusedAfterSome', { id: String(result.refused.detailId), reason: result.refused.reason, issued }), {
      ids: [refusal, msg('invoicing.issuedBeforeRefusal', { ids: issued })],
    });
  }
  if (result.inProcess.length === 0 && result.notSent.length === 0) return { data: { result: result.recorded, total: result.recorded.length } };
  reply.code(202);
  const language = requestLanguage(reply.request);
  return {
    data: {
      result: result.recorded,
      total: result.recorded.length,
      in_process: result.inProcess,
      not_sent: result.notSent,
      message: renderMessage('invoicing.batchInProcess', language, { ids: result.inProcess.join(', '), notSent: result.notSent.length > 0 ? renderMessage('invoicing.notSent', language, { ids: result.notSent.join(', ') }) : '' }),
    },
  };
}
