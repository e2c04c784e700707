/**
 * What resources/ declares for a screen: the route, the entity, and what a generated screen cannot guess.
 */
import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'ra-core';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FormCheck } from './form-message.ts';

export interface RowAction {
  /** The spec's action name (prestamos, inversiones, permisos, detalles_prestamo...); label key caudal.actions.<name>. */
  name: string;
  icon?: ComponentType;
  /** Where the action leads for a record. */
  to?: (record: RaRecord) => string;
  /** Or what it does (confirmations and toasts are the action's business). */
  run?: (record: RaRecord) => void | Promise<void>;
  /** Or a dialog it opens over the list for the record (closing an investment: choose its end date). */
  dialog?: ComponentType<{ record: RaRecord; onClose: () => void }>;
  /** Offered only on the records it applies to; default: every record that is not soft-deleted. */
  visible?: (record: RaRecord) => boolean;
  /**
   * A hook (called once per row, always) telling why the action is shown but cannot be taken on this
   * record now: a translation key for the disabled button's tooltip, or undefined when it can. It may
   * read what the screen reads (hedges may be closed only in the configured window).
   */
  useDisabled?: (record: RaRecord) => string | undefined;
}

export interface ListScreen {
  kind: 'list';
  /** The spec's route (section 2), e.g. /administrador/listas/moneda. */
  path: string;
  entity: Entity;
  /** Title key under caudal.screens; defaults to the entity's plural name. */
  title?: string;
  /** Columns in order; default: the entity's list fields. */
  columns?: string[];
  rowActions?: RowAction[];
  /** Fixed filter the screen always applies (e.g. status of concluded loans). */
  permanentFilter?: Record<string, unknown>;
  /** Filters shown and applied when the screen opens, which the person may change (open hedges: status Activo). */
  filterDefaults?: Record<string, unknown>;
  /** The order the screen opens in; default: the entity's defaultSort. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Lists only: its records are created, changed and deleted on their own screen (the investors are users). */
  readOnly?: boolean;
  /** The route's optional :id filters the list by this field (users' "inversiones" -> user_id). */
  idFilter?: string;
  /** Extra content above the list (a calendar, analytics cards, a hint on how to read it). */
  aside?: ComponentType;
  /** The create/edit form's own inputs, when generated ones are not enough (users: lada select, password on demand). */
  form?: ScreenForm;
  /** Its menu entry, for screens whose file the server reads (resources/modules.ts): a module row follows at start. */
  menu?: MenuEntry;
}

/** A screen's module: the menu shows it under the section its route starts with. */
export interface MenuEntry {
  /** An icon name of src/layout/module-icons.ts. */
  icon: string;
  /** Label key under caudal.menu; default: the route's last segment. Without that key the menu shows the entity's name. */
  label?: string;
}

export interface ScreenForm {
  inputs: ComponentType<{ mode: 'create' | 'update' }>;
  /** Hidden fields these inputs edit: validated and sent like the shown ones (users' lada). */
  hiddenFields?: readonly string[];
  /** Checks beyond the entity schema, run before sending (the users' identifiers, password policy and type). */
  check?: FormCheck;
}

export interface PageScreen {
  kind: 'page';
  path: string;
  /** A bespoke page, loaded lazily. */
  component: ComponentType;
}

export interface RedirectScreen {
  kind: 'redirect';
  path: string;
  to: string;
}

export type Screen = ListScreen | PageScreen | RedirectScreen;

export type ScreenElement = ReactElement;
