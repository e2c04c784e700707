/**
 * A long form in groups: each section's heading over its inputs, two columns on a desktop and
 * one on a phone; the fields no section names follow at the end. The entity declares the sections
 * (`formSections`); a screen's own inputs (the users form) draw through the same component.
 */
import { Fragment, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormSection } from '../../../schemas/framework/define-entity.ts';

interface Props {
  entityName: string;
  sections: readonly FormSection[];
  /** Every field the form shows, in the entity's order: those in no section go last. */
  shown: readonly string[];
  render: (field: string) => ReactNode;
  /** Drawn after the last section, across both columns (a note, the password). */
  after?: ReactNode;
}

const GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%', alignItems: 'start' } as const;

export function FormSections({ entityName, sections, shown, render, after }: Props) {
  const translate = useTranslate();
  const placed = new Set(sections.flatMap((section) => section.fields));
  const rest = shown.filter((name) => !placed.has(name));
  const groups = [...sections.map((section) => ({ ...section, fields: section.fields.filter((name) => shown.includes(name)) })), { name: '', fields: rest }];
  return (
    <>
      {groups
        .filter((group) => group.fields.length > 0)
        .map((group) => (
          <Fragment key={group.name || 'rest'}>
            {group.name && (
              <Typography variant="subtitle2" component="h3" color="primary" sx={{ width: '100%', mt: 1, mb: 0.5, textTransform: 'uppercase', letterSpacing: 0.5 }}>
                {translate(`resources.${entityName}.sections.${group.name}`)}
              </Typography>
            )}
            <Box sx={GRID} data-testid={group.name ? `form-section-${group.name}` : 'form-section-rest'}>
              {group.fields.map((name) => (
                <Box key={name} sx={{ minWidth: 0 }}>{render(name)}</Box>
              ))}
            </Box>
          </Fragment>
        ))}
      {after}
    </>
  );
}
