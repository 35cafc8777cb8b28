import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { neutraliseBidiOnRender } from '../../shared/bidi-render.js';
import '../../shared/styles.css';
import './fleet.css';
import { App } from './App.js';

// Names never reorder what a reader sees: bidirectional controls are shown as markers wherever text is rendered.
neutraliseBidiOnRender(document.body);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
