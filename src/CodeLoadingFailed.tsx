/**
 * The entry's last word when the app's code cannot be loaded even after a reload: a plain page (no MUI,
 * no react-admin: they are what failed to load) in the page's language, with a way to try again.
 */
import { Component, type ReactNode } from 'react';
import { codeLoadingMessages } from './i18n/messages/code-loading.ts';
import { inLanguage } from './i18n/texts.ts';

const words = () => inLanguage(codeLoadingMessages.caudal.codeLoading, document.documentElement.lang === 'en' ? 'en' : 'es');

export class CodeLoadingBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const text = words();
    return (
      <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '15vh auto', padding: 24, textAlign: 'center', color: '#1c2833' }}>
        <h1 style={{ fontSize: 22 }}>{text.title}</h1>
        <p>{text.body}</p>
        <button type="button" onClick={() => window.location.reload()} style={{ font: 'inherit', padding: '8px 20px', borderRadius: 6, border: 0, background: '#0b3d5c', color: '#fff', cursor: 'pointer' }}>
          {text.reload}
        </button>
      </main>
    );
  }
}
