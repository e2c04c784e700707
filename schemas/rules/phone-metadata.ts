/**
 * The phone metadata the checks use (decision 156), as `#phone-metadata` (package.json "imports"): the
 * server, tests and scripts take every country's (libphonenumber-js "min"); the browser build takes
 * phone-metadata.browser.ts, Mexico's alone.
 */
import type { MetadataJson } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';

export const phoneMetadata: MetadataJson = metadata;

/** Whether a number whose calling code the metadata lacks is refused (here: every code is known). */
export const CHECKS_EVERY_CALLING_CODE = true;
