/**
 * A lazy piece's code can be asked for before it is drawn (decision 177): the landing screen
 * starts downloading while the session is checked. One request per piece: preloading twice, or
 * preloading and then drawing, asks for the code once.
 */
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, lazyPage, preloadCode } from '../../../../src/framework/screens/lazy-component.tsx';

const Piece = () => null;

describe('preloading a lazy piece', () => {
  it('asks a page for its code once, however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ LandingPage: Piece }));
    const Page = lazyPage(load, 'LandingPage');
    expect(load).not.toHaveBeenCalled();
    preloadCode(Page);
    preloadCode(Page);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks a component for its code once', async () => {
    const load = vi.fn(async () => Piece);
    const Component = lazyComponent(load);
    Component.preload();
    Component.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load, so a later draw is not stuck on the failure', async () => {
    vi.stubGlobal('window', { location: { reload: () => undefined } });
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ LandingPage: Piece });
    const Page = lazyPage(load, 'LandingPage');
    preloadCode(Page);
    await new Promise((resolve) => setTimeout(resolve, 0));
    preloadCode(Page);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });

  it('leaves alone what has no preload', () => {
    expect(() => preloadCode(Piece)).not.toThrow();
    expect(() => preloadCode(undefined)).not.toThrow();
  });
});
