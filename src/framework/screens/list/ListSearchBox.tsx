/**
 * The list's search box ("q"), drawn with the list. react-admin's SearchInput is a form input: it
 * brings react-hook-form and MUI's TextField stack (about 20 kB gzipped) to every list's first screen
 * for one text box (decision 188). This one sets the list's filter itself, through the list
 * controller's debounce: the server is asked once the typing pauses.
 * It looks like react-admin's: a filled box, "Buscar", a magnifier, and a clear button once typed in.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import { useListFilterContext, useTranslate } from 'react-admin';

const BOX = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: { xs: '100%', sm: 256 },
  // The filter form's inputs sit on the same line: theirs are MUI's dense margins.
  mt: 1,
  mb: 1,
  bgcolor: 'rgba(0, 0, 0, 0.06)',
  borderTopLeftRadius: 4,
  borderTopRightRadius: 4,
  transition: 'background-color 200ms',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.09)' },
  '&::before': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, borderBottom: '1px solid rgba(0, 0, 0, 0.42)', pointerEvents: 'none' },
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    borderBottom: '2px solid',
    borderColor: 'primary.main',
    transform: 'scaleX(0)',
    transition: 'transform 200ms',
    pointerEvents: 'none',
  },
  '&:focus-within::after': { transform: 'scaleX(1)' },
  '& input': {
    flex: 1,
    minWidth: 0,
    border: 0,
    outline: 0,
    bgcolor: 'transparent',
    font: 'inherit',
    fontSize: '1rem',
    color: 'text.primary',
    p: '8px 0 9px 12px',
    height: '1.4375em',
    // The theme's baseline counts padding in an element's height; an input's height is its text's, as in MUI's InputBase.
    boxSizing: 'content-box',
  },
  '& input::placeholder': { color: 'text.secondary', opacity: 0.7 },
  '& input::-webkit-search-cancel-button': { display: 'none' },
} as const;

/** `alwaysOn` marks it, among the list's filters, as the one drawn with the list (entity-filters.tsx). */
export function ListSearchBox({ source = 'q' }: { source?: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListFilterContext();
  const current = typeof filterValues[source] === 'string' ? (filterValues[source] as string) : '';
  const [text, setText] = useState(current);
  // What this box last asked for: a change from elsewhere (the filter menu's "remove all", the
  // browser's back button) is shown in the box; the list catching up with the typing is not.
  const asked = useRef(current);
  useEffect(() => {
    if (current !== asked.current) {
      asked.current = current;
      setText(current);
    }
  }, [current]);

  const search = (value: string) => {
    setText(value);
    asked.current = value;
    const next = { ...filterValues };
    if (value === '') delete next[source];
    else next[source] = value;
    setFilters(next, displayedFilters, true);
  };

  const label = translate('ra.action.search');
  return (
    <Box sx={BOX} className="list-search">
      <input type="search" name={source} placeholder={label} aria-label={label} value={text} onChange={(event) => search(event.target.value)} />
      {text ? (
        <IconButton size="small" aria-label={translate('ra.action.clear_input_value')} onClick={() => search('')} sx={{ mr: 0.5 }}>
          <ClearIcon fontSize="small" />
        </IconButton>
      ) : (
        <SearchIcon color="disabled" sx={{ mx: 1.25 }} />
      )}
    </Box>
  );
}
