import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// First: the base styles, so every feature's sheet comes after them.
import './ui/styles/index.css';
import { App } from './app/App';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
