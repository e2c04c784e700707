// @vitest-environment jsdom
/** The footer links both legal pages in the chosen language, without react-admin (the sign-in pages use it). */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Footer } from '../../../src/layout/Footer.tsx';

afterEach(cleanup);

describe('Footer', () => {
  it('links the privacy notice and the terms in Spanish', () => {
    render(<Footer language="es" />);
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' }).getAttribute('href')).toBe('/aviso-de-privacidad');
    expect(screen.getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href')).toBe('/terminos-y-condiciones');
  });

  it('speaks English when asked', () => {
    render(<Footer language="en" />);
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms and conditions' })).toBeTruthy();
  });
});
