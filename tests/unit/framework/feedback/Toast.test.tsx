// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, HttpError } from 'ra-core';
import { TOAST } from '../../../../src/framework/feedback/messages.ts';
import { MAX_TOASTS, Toast, TOAST_DURATION_MS, stackTop } from '../../../../src/framework/feedback/Toast.tsx';
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
    expect(screen.getByTestId('toast-stack').getAttribute('data-anchor')).toBe('top-end');
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

  it('stacks notifications as they come, each with its own timer (none waits its turn)', () => {
    renderToasts();
    fireEvent.click(screen.getByText('success'));
    advance(1000);
    fireEvent.click(screen.getByText('error'));
    advance(10);
    expect(screen.getByText('Registro creado con éxito')).toBeTruthy();
    expect(screen.getByText('Hubo un error al crear.')).toBeTruthy();
    expect(screen.getAllByTestId('caudal-toast')).toHaveLength(2);
    advance(TOAST_DURATION_MS - 1000 + 500);
    expect(screen.queryByText('Registro creado con éxito')).toBeNull();
    expect(screen.getByText('Hubo un error al crear.')).toBeTruthy();
  });

  it('keeps at most MAX_TOASTS at once, closing the oldest first', () => {
    renderToasts();
    for (let i = 0; i < MAX_TOASTS + 2; i += 1) {
      fireEvent.click(screen.getByText(i === 0 ? 'error' : 'success'));
      advance(50);
    }
    advance(500);
    expect(screen.getAllByTestId('caudal-toast')).toHaveLength(MAX_TOASTS);
    expect(screen.queryByText('Hubo un error al crear.')).toBeNull();
  });

  it('starts below the app bar', () => {
    const bar = document.createElement('header');
    bar.className = 'MuiAppBar-root';
    bar.getBoundingClientRect = () => ({ top: 0, bottom: 64, left: 0, right: 1024, width: 1024, height: 64, x: 0, y: 0, toJSON: () => ({}) });
    document.body.appendChild(bar);
    try {
      expect(stackTop()).toBe(72);
      renderToasts();
      fireEvent.click(screen.getByText('success'));
      advance(10);
      expect(getComputedStyle(screen.getByTestId('toast-stack')).top).toBe('72px');
    } finally {
      bar.remove();
    }
  });

  it('starts below the control in use when it sits in the corner', () => {
    const button = document.createElement('button');
    button.getBoundingClientRect = () => ({ top: 70, bottom: 106, left: window.innerWidth - 200, right: window.innerWidth - 20, width: 180, height: 36, x: 0, y: 0, toJSON: () => ({}) });
    document.body.appendChild(button);
    button.focus();
    try {
      expect(stackTop()).toBe(114);
    } finally {
      button.remove();
    }
  });
});
