// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { ConfirmDialog } from '../../../../src/framework/feedback/ConfirmDialog.tsx';
import { testI18nProvider } from '../helpers.ts';

afterEach(cleanup);

describe('<ConfirmDialog />', () => {
  it('has the spec defaults: OK, No, Cancel and a close button labelled "Close this dialog"', () => {
    const onConfirm = vi.fn();
    const onDeny = vi.fn();
    const onClose = vi.fn();
    render(
      <I18nContextProvider value={testI18nProvider}>
        <ConfirmDialog open title="¿Eliminar?" content="caudal.toast.deleted" onConfirm={onConfirm} onDeny={onDeny} onClose={onClose} />
      </I18nContextProvider>,
    );
    expect(screen.getByText('¿Eliminar?')).toBeTruthy();
    expect(screen.getByText('Registro eliminado con exito')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close this dialog' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onDeny).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('hides the deny button without onDeny and the cancel button on request', () => {
    render(
      <I18nContextProvider value={testI18nProvider}>
        <ConfirmDialog open title="t" onConfirm={() => undefined} onClose={() => undefined} showCancel={false} />
      </I18nContextProvider>,
    );
    expect(screen.queryByRole('button', { name: 'No' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});
