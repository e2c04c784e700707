/**
 * What resources/ declares for a screen: the route, the entity, and what a generated screen cannot guess.
 */
import type { ComponentType, ReactElement } from 'react';
import type { Identifier, RaRecord } from 'ra-core';
import type { CaudalDataProvider } from '../data-provider/data-provider.ts';
import type { Toasts } from '../feedback/use-toast.ts';
import type { Entity } from '../../../schemas/framework/define-entity.ts';
import type { FormCheck } from './form-message.ts';

export interface RowAction {
  /** The spec's action name (prestamos, inversiones, permisos, detalles_prestamo...); label key caudal.actions.<name>. */
  name: string;
  icon?: ComponentType;
  /** Where the action leads for a record. */
  to?: (record: RaRecord) => string;
  /** Or what it does (confirmations and toasts are the action's business); the row's button waits for it. */
  run?: (record: RaRecord, context: RowActionContext) => void | Promise<void>;
  /** Or a dialog it opens over the list for the record (closing an investment: choose its end date). */
  dialog?: ComponentType<{ record: RaRecord; onClose: () => void }>;
  /** Offered only on the records it applies to; default: every record that is not soft-deleted. */
  visible?: (record: RaRecord) => boolean;
  /** Shown but greyed out on these records (a charge already generated: the server would change nothing). */
  disabled?: (record: RaRecord) => boolean;
  /**
   * A hook (called once per row, always) telling why the action is shown but cannot be taken on this
   * record now: a translation key for the disabled button's tooltip, or undefined when it can. It may
   * read what the screen reads (hedges may be closed only in the configured window).
   */
  useDisabled?: (record: RaRecord) => string | undefined;
}

/**
 * An action on the records selected in a list (decision 082). The list shows checkboxes only when its
 * screen declares one the role may do; the server checks every call as it checks a single one.
 */
export interface BulkAction {
  /** Label key caudal.actions.<name>; also the confirmation's title. */
  name: string;
  icon?: ComponentType;
  /** The confirmation's text key (%{count}: how many are selected); the action runs on "OK". */
  confirm: string;
  /**
   * What it does with the selected ids: one server call each through the data provider, or one bulk route.
   * `records`: the selected rows as the list showed them (a row selected on another page may be missing), whose
   * versions the calls send back, so a record changed since is a 409 rather than acted on blind.
   */
  run: (ids: Identifier[], api: CaudalDataProvider, records: RaRecord[]) => Promise<void>;
  /** Toast keys: success, and the headline of a failure (the server's message is its detail). */
  success: string;
  error: string;
  /** Offered to roles with this flag on this module: the access config of the route `run` calls. */
  access: { module: string; action: 'create' | 'update' | 'destroy' };
}

/** A column the screen draws itself (a status chip, links); the list still sorts and labels it by its source. */
export type ColumnCell = ComponentType<{ record: RaRecord }>;

/** What a row action's `run` may use: the API, the spec's toasts, and the list's refresh. */
export interface RowActionContext {
  api: CaudalDataProvider;
  toast: Toasts;
  refresh: () => void;
}

export interface ListScreen {
  kind: 'list';
  /** The spec's route (section 2), e.g. /administrador/listas/moneda. */
  path: string;
  entity: Entity;
  /** Title key under caudal.screens; defaults to the entity's plural name. */
  title?: string;
  /**
   * A list of records this screen does not create, edit or delete (collections lists loans; the investors
   * are users, made on the users screen): no generated create, edit nor delete.
   */
  readOnly?: boolean;
  /**
   * The screen's own success toasts (keys under caudal.toast), where the spec names one: users say
   * "Usuario eliminado con exito", modules "Módulo creado" and "Módulo actualizado". Default: the
   * generic "Registro creado/actualizado/eliminado".
   */
  toasts?: { created?: string; updated?: string; deleted?: string };
  /** Label key of the create button and the create dialog's title (constants: "Nuevo valor"); default: react-admin's Create. */
  createLabel?: string;
  /** Hidden fields (not in forms) the screen still offers as filters: the constants' isCurrent shows the history. */
  hiddenFilters?: readonly string[];
  /** Columns in order; default: the entity's list fields. */
  columns?: string[];
  rowActions?: RowAction[];
  /**
   * Whether a record may be deleted at all (an action that can never succeed is not offered):
   * an investment with payments made. The server refuses it anyway; default: every record.
   */
  deletable?: (record: RaRecord) => boolean;
  /** Actions on the selected records; without them the list has no checkboxes. */
  bulkActions?: BulkAction[];
  /** Which records may be selected for the bulk actions (default: all). */
  selectable?: (record: RaRecord) => boolean;
  /** Columns drawn by the screen instead of by their kind, by column name. */
  cells?: Record<string, ColumnCell>;
  /** The list's first order; default: the entity's. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Fixed filter the screen always applies (e.g. status of concluded loans). */
  permanentFilter?: Record<string, unknown>;
  /** Filters shown and applied when the screen opens, which the person may change (open hedges: status Activo). */
  filterDefaults?: Record<string, unknown>;
  /** The route's optional :id filters the list by this field (users' "inversiones" -> user_id). */
  idFilter?: string;
  /** Extra content above the list (a calendar, analytics cards, a hint on how to read it). */
  aside?: ComponentType;
  /** The create/edit form's own inputs, when generated ones are not enough (users: lada select, password on demand). */
  form?: ScreenForm;
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
