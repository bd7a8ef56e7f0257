import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// First: the base styles, so every feature's sheet comes after them.
import './ui/styles/index.css';
import { App } from './app/App';
import { startI18n, startingLanguage } from './i18n/setup';

const root = document.getElementById('root');
// The common messages come first (one small file in the page's language); areas load theirs when shown.
void startI18n(startingLanguage()).then(() => {
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }
});
