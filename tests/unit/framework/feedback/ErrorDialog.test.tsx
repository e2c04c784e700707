// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'ra-core';
import { ErrorDialog } from '../../../../src/framework/feedback/ErrorDialog.tsx';
import { dismissError, reportError } from '../../../../src/framework/feedback/error-bus.ts';
import { testI18nProvider } from '../helpers.ts';

function renderDialog() {
  return render(
    <I18nContextProvider value={testI18nProvider}>
      <ErrorDialog />
    </I18nContextProvider>,
  );
}

afterEach(() => {
  act(() => dismissError());
  cleanup();
});

describe('<ErrorDialog />', () => {
  it('shows nothing until an error is reported', () => {
    renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows "Oops", the spec text and an OK button that closes it', () => {
    renderDialog();
    act(() => reportError({ status: 422, body: { errors: { amount: ['Value must be numeric'] } }, path: '/currency' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Oops');
    expect(screen.getByText('Error: Value must be numeric')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Error: Value must be numeric')).toBeNull();
  });

  it('shows the server message for other statuses, and the newest error replaces the shown one', () => {
    renderDialog();
    act(() => reportError({ status: 401, body: null, path: '/role' }));
    expect(screen.getByText('No tienes autorización para este modulo')).toBeTruthy();
    act(() => reportError({ status: 500, body: { message: 'Internal server error' }, path: '/role' }));
    expect(screen.getByText('Internal server error')).toBeTruthy();
    expect(screen.queryByText('No tienes autorización para este modulo')).toBeNull();
  });

  it('stays closed for 404 and for the excluded paths', () => {
    renderDialog();
    act(() => reportError({ status: 404, body: { message: 'Not found' }, path: '/role/9' }));
    act(() => reportError({ status: 500, body: { message: 'boom' }, path: '/api/notifies' }));
    act(() => reportError({ status: 0, body: null, path: '/app/forex-quoutes/last' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to the spec text when the app translations lack the key', () => {
    render(<ErrorDialog translate={(key, options) => String((options as { _?: string })._ ?? key)} />);
    act(() => reportError({ status: 0, body: null, path: '/role' }));
    expect(screen.getByText('Error de red')).toBeTruthy();
  });
});
