/**
 * Tells the screen around a react-admin form whether the person has changed anything in it, so that
 * the dialog holding the form (outside its context) can ask before closing it.
 *
 * A change is a field react-hook-form marks dirty, not its form-wide `isDirty`: react-admin sets each
 * switch's default as the form mounts (resetField), and that can leave `isDirty` true with every value
 * equal to its default and no field dirty, so a "Crear" closed untouched asked about unsaved changes.
 */
import { useLayoutEffect } from 'react';
import { useFormState } from 'react-hook-form';

/** Whether any leaf of react-hook-form's dirtyFields (nested for objects and arrays) is set. */
export function anyFieldDirty(dirtyFields: unknown): boolean {
  if (dirtyFields === true) return true;
  if (dirtyFields === null || typeof dirtyFields !== 'object') return false;
  return Object.values(dirtyFields).some(anyFieldDirty);
}

export function FormDirtiness({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirtyFields } = useFormState();
  const dirty = anyFieldDirty(dirtyFields);
  // A layout effect: the dialog knows before the next key is handled (Escape right after typing still asks).
  useLayoutEffect(() => {
    onChange(dirty);
  }, [dirty, onChange]);
  useLayoutEffect(() => () => onChange(false), [onChange]);
  return null;
}
