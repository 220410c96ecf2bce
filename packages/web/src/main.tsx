import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installAllAppActions } from './app/app-action-list';
import './theme/tokens.css';
import './theme/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

installAllAppActions();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
