// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, HttpError } from 'ra-core';
import { TOAST } from '../../../../src/framework/feedback/messages.ts';
import { Toast, TOAST_DURATION_MS } from '../../../../src/framework/feedback/Toast.tsx';
import { useToast } from '../../../../src/framework/feedback/use-toast.ts';
import { testI18nProvider } from '../helpers.ts';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success(TOAST.created)}>success</button>
      <button onClick={() => toast.error(TOAST.createError, new HttpError('name: Value is required', 422, { message: 'name: Value is required' }))}>error</button>
    </>
  );
}

function renderToasts() {
  render(
    <CoreAdminContext i18nProvider={testI18nProvider}>
      <Toast />
      <Trigger />
    </CoreAdminContext>,
  );
}

/** Small steps, so React renders between timers as it would in a browser (act batches otherwise). */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 50) act(() => void vi.advanceTimersByTime(Math.min(50, left)));
}
// The bar is decoration (hidden from screen readers: the toast's text is what they read).
const progress = () => Number(screen.getByTestId('toast-timer').getAttribute('aria-valuenow'));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<Toast />', () => {
  it('shows a success toast at the top-end corner with the spec text and closes it after 3000 ms', () => {
    renderToasts();
    fireEvent.click(screen.getByText('success'));
    advance(10);
    expect(screen.getByText('Registro creado con éxito')).toBeTruthy();
    expect(document.querySelector('.MuiSnackbar-anchorOriginTopRight')).not.toBeNull();
    expect(document.querySelector('.MuiAlert-colorSuccess')).not.toBeNull();
    expect(progress()).toBeGreaterThan(95);
    advance(1500);
    expect(progress()).toBeGreaterThanOrEqual(45);
    expect(progress()).toBeLessThanOrEqual(55);
    advance(TOAST_DURATION_MS - 1500 - 200);
    expect(screen.getByText('Registro creado con éxito')).toBeTruthy();
    advance(1200);
    expect(screen.queryByText('Registro creado con éxito')).toBeNull();
  });

  it('pauses the timer and the progress bar while hovered', () => {
    renderToasts();
    fireEvent.click(screen.getByText('success'));
    advance(1000);
    const shown = progress();
    fireEvent.mouseEnter(screen.getByTestId('caudal-toast'));
    advance(10_000);
    expect(screen.getByText('Registro creado con éxito')).toBeTruthy();
    expect(progress()).toBe(shown);
    fireEvent.mouseLeave(screen.getByTestId('caudal-toast'));
    advance(1500);
    expect(screen.getByText('Registro creado con éxito')).toBeTruthy();
    advance(1500);
    expect(screen.queryByText('Registro creado con éxito')).toBeNull();
  });

  it('shows an error headline with the server message under it, in the error colour', () => {
    renderToasts();
    fireEvent.click(screen.getByText('error'));
    advance(10);
    expect(screen.getByText('Hubo un error al crear.')).toBeTruthy();
    expect(screen.getByText('name: Value is required')).toBeTruthy();
    expect(document.querySelector('.MuiAlert-colorError')).not.toBeNull();
  });

  it('shows queued notifications one after the other', () => {
    renderToasts();
    fireEvent.click(screen.getByText('success'));
    fireEvent.click(screen.getByText('error'));
    advance(10);
    expect(screen.getByText('Registro creado con éxito')).toBeTruthy();
    expect(screen.queryByText('Hubo un error al crear.')).toBeNull();
    advance(TOAST_DURATION_MS + 1000);
    expect(screen.getByText('Hubo un error al crear.')).toBeTruthy();
  });
});
