/** A legal page's text: a title, when it was last updated, and its numbered sections of paragraphs. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}
