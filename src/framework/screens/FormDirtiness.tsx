/**
 * Tells the screen around a react-admin form whether the person has changed anything in it, so that
 * the dialog holding the form (outside its context) can ask before closing it.
 */
import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

export function FormDirtiness({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { isDirty } = useFormState();
  useEffect(() => {
    onChange(isDirty);
  }, [isDirty, onChange]);
  useEffect(() => () => onChange(false), [onChange]);
  return null;
}
