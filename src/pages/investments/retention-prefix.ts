/** The translation keys of the tax certificates screen (caudal.retentions.*). */
export const RETENTIONS_PREFIX = 'caudal.retentions';
