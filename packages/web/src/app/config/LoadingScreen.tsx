import { LogoMark } from '../icons';
import './config-screens.css';

export function LoadingScreen() {
  return (
    <main className="config-screen config-screen--loading" aria-busy="true">
      <div className="loading-indicator" role="status">
        <LogoMark size={32} />
        <span>Loading Specwright…</span>
      </div>
    </main>
  );
}
