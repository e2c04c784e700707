/**
 * The legal footer and pages' own words (spec section 2). Kept in a file of their own because the footer
 * reads them directly (it is drawn on the sign-in pages too, without react-admin): it carries these few
 * texts, not the whole profile catalogue.
 */
import { defineTexts } from '../texts.ts';

export const legalMessages = defineTexts({
  caudal: {
    legal: {
      privacy: { es: 'Aviso de privacidad', en: 'Privacy notice' },
      terms: { es: 'Términos y condiciones', en: 'Terms and conditions' },
      back: { es: 'Volver', en: 'Back' },
      rights: { es: '© %{year} Caudal Financiera, S.A. de C.V., SOFOM, E.N.R.', en: '© %{year} Caudal Financiera, S.A. de C.V., SOFOM, E.N.R.' },
    },
  },
});
