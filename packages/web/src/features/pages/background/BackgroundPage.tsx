import { LogoMark } from '../../../ui/icons';
import './background.css';

/** The 'background' tab: an intentionally empty, quiet page. */
export function BackgroundPage() {
  return (
    <div className="background-page">
      <h1 className="visually-hidden">Background</h1>
      <LogoMark size={64} />
    </div>
  );
}
