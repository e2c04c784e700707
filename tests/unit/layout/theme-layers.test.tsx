// @vitest-environment jsdom
/**
 * What sits above what: a menu the person opens is drawn above the toasts, which sit above the dialogs.
 * The language menu opens under the app bar's right end, where the toasts stack; under MUI's own layers
 * it was hidden behind them until they left.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createTheme, Menu, MenuItem, ThemeProvider } from '@mui/material';
import { afterEach, describe, expect, it } from 'vitest';
import { caudalTheme } from '../../../src/layout/theme.ts';

afterEach(cleanup);

describe("Caudal's layers", () => {
  it('draws an open menu above the toasts, and the toasts above dialogs', () => {
    const theme = createTheme(caudalTheme);
    render(
      <ThemeProvider theme={theme}>
        <Menu open anchorEl={document.body}>
          <MenuItem>English</MenuItem>
        </Menu>
      </ThemeProvider>,
    );
    const popover = screen.getByRole('menuitem', { name: 'English' }).closest('.MuiPopover-root');
    expect(popover).not.toBeNull();
    expect(Number(getComputedStyle(popover!).zIndex)).toBeGreaterThan(theme.zIndex.snackbar);
    expect(theme.zIndex.snackbar).toBeGreaterThan(theme.zIndex.modal);
  });
});
