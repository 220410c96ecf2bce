import { LogoMark } from './icons';
import './app-screen.css';

/** The whole window while something the page needs is read: the app, a shared spec, an invitation. */
export function LoadingScreen({ label = 'Loading Specwright…' }: { label?: string }) {
  return (
    <main className="app-screen app-screen--loading" aria-busy="true">
      <div className="loading-indicator" role="status">
        <LogoMark size={32} />
        <span>{label}</span>
      </div>
    </main>
  );
}
