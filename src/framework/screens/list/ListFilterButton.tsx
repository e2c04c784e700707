/**
 * "Agregar filtro": the menu of the filters a person may add (or take away again), and "Quitar todos
 * los filtros" once any is set. react-admin's FilterButton also offers saved queries, whose dialog
 * brings MUI's TextField stack to every list's first screen; Caudal never offered saved queries
 * (decision 188). The menu items are react-admin's own.
 */
import { useRef, useState, type ReactElement } from 'react';
import { Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import ClearIcon from '@mui/icons-material/Clear';
import { Button, FilterButtonMenuItem, useListFilterContext, useTranslate } from 'react-admin';

interface FilterElementProps {
  source: string;
  defaultValue?: unknown;
  alwaysOn?: boolean;
}

export function ListFilterButton({ filters, onReach }: { filters: ReactElement<FilterElementProps>[]; onReach?: () => void }) {
  const translate = useTranslate();
  const { displayedFilters = {}, filterValues, setFilters, showFilter, hideFilter } = useListFilterContext();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const togglable = filters.filter((filter) => !filter.props.alwaysOn);
  const hasFilterValues = Object.keys(filterValues).length > 0;
  if (togglable.length === 0 && !hasFilterValues) return null;

  const show = ({ source, defaultValue }: { source: string; defaultValue?: unknown }) => {
    showFilter(source, defaultValue === '' ? undefined : defaultValue);
    setOpen(false);
    // The input appears once its code has loaded: it takes the focus then (react-admin's button did the same).
    const focus = (tries: number) => {
      const input = [...document.querySelectorAll<HTMLInputElement>('form input')].find((element) => element.name === source);
      if (input) input.focus();
      else if (tries > 0) setTimeout(() => focus(tries - 1), 50);
    };
    setTimeout(() => focus(20), 50);
  };

  return (
    <>
      <Button
        ref={anchor}
        className="add-filter"
        label="ra.action.add_filter"
        aria-haspopup="true"
        onPointerEnter={onReach}
        onFocus={onReach}
        onTouchStart={onReach}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <FilterListIcon />
      </Button>
      <Menu open={open} anchorEl={anchor.current} onClose={() => setOpen(false)}>
        {togglable.map((filter, index) => (
          <FilterButtonMenuItem
            key={filter.props.source}
            filter={filter}
            displayed={Boolean(displayedFilters[filter.props.source])}
            onShow={show}
            onHide={({ source }: { source: string }) => {
              hideFilter(source);
              setOpen(false);
            }}
            autoFocus={index === 0}
          />
        ))}
        {hasFilterValues && togglable.length > 0 && <Divider />}
        {hasFilterValues && (
          <MenuItem
            onClick={() => {
              setFilters({}, {});
              setOpen(false);
            }}
          >
            <ListItemIcon>
              <ClearIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('ra.action.remove_all_filters')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
