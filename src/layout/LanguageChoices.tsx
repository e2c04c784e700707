/**
 * The app bar's language menu once opened (src/layout/CaudalAppBar.tsx): loaded on the first opening, so
 * MUI's Menu and its items are not part of every first screen (issue 39, decision 264).
 */
import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';

type Language = 'es' | 'en';

interface Props {
  anchor: HTMLElement;
  locale: string;
  languages: readonly Language[];
  onClose: () => void;
  onChoose: (language: Language) => void;
}

export function LanguageChoices({ anchor, locale, languages, onClose, onChoose }: Props) {
  const translate = useTranslate();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {languages.map((language) => (
        <MenuItem key={language} selected={language === locale} lang={language} onClick={() => onChoose(language)}>
          {translate(`caudal.languages.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
