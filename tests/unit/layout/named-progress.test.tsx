// @vitest-environment jsdom
/**
 * Inside the layout every progress bar and spinner, react-admin's included, is named (ra.page.loading)
 * (an unnamed progressbar is a serious axe violation); an explicit label still wins.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CircularProgress, LinearProgress } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { CoreAdminContext } from 'ra-core';
import { NamedProgress } from '../../../src/layout/NamedProgress.tsx';
import { testI18nProvider } from '../framework/helpers.ts';

afterEach(cleanup);

describe('NamedProgress', () => {
  it('names the progress indicators in the person language', () => {
    render(
      // Inside the app's own theme, as react-admin's <Admin> provides it.
      <ThemeProvider theme={createTheme()}>
        <CoreAdminContext i18nProvider={testI18nProvider}>
          <NamedProgress>
            <LinearProgress />
            <CircularProgress />
            <CircularProgress aria-label="Subiendo" />
          </NamedProgress>
        </CoreAdminContext>
      </ThemeProvider>,
    );
    const names = screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'));
    // The test catalogue has react-admin's English pack for ra.* keys: ra.page.loading is "Loading".
    expect(names).toEqual(['Loading', 'Loading', 'Subiendo']);
  });

  it('leaves them unnamed outside it (the reason it exists)', () => {
    render(<LinearProgress />);
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBeNull();
  });
});
