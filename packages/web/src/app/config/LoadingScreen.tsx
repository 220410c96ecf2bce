import { LogoMark } from '../../ui/icons';
import '../../ui/app-screen.css';

export function LoadingScreen() {
  return (
    <main className="app-screen app-screen--loading" aria-busy="true">
      <div className="loading-indicator" role="status">
        <LogoMark size={32} />
        <span>Loading Specwright…</span>
      </div>
    </main>
  );
}
