/**
 * What the server writes about calls to other services (docs/decisions/101): a provider that is slow
 * or down, and invoicing that is still in process with the PAC. Spread into messages-es.ts and
 * messages-en.ts, which stay the one catalogue per language.
 */
export const outboundMessagesEs = {
  'outbound.pdfTimedOut': 'El PDF tardó demasiado en generarse; intenta de nuevo en un momento',
} as const;

export const outboundMessagesEn: Record<keyof typeof outboundMessagesEs, string> = {
  'outbound.pdfTimedOut': 'The PDF took too long to render; try again in a moment',
};
