/** Caudal's colours, in a module of their own: the entry's loading shell uses them without loading MUI. */
export const BRAND_COLOURS = { primary: '#0b4f6c', deep: '#0b3d5c', accent: '#f0a202', background: '#f4f6f8' } as const;
