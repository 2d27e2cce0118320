import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError } from '@/components/errors/config-error';
import { loadEnv } from '@/lib/env';
import { preloadFirstScreen } from './app/route-preload';

const root = createRoot(document.getElementById('root')!);
const config = loadEnv();

if (!config.ok) {
  root.render(<ConfigError issues={config.issues} />);
} else {
  // Loaded only with a valid configuration: the API client reads it when the app module runs.
  void import('./app').then(({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  preloadFirstScreen(window.location.pathname);
}
