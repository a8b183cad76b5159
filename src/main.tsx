/**
 * Entry: show the boot screen, start the client (worker, mirror, first snapshot), then render
 * the app inside its ClientProvider.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ClientProvider, startClient } from './state';
import { App } from './app';
import { BootScreen } from './components/boot-screen';
import './styles/base.css';
import './styles/layout.css';

const element = document.getElementById('root');
if (!element) throw new Error('#root is missing from index.html');
const root = createRoot(element);
root.render(<BootScreen />);

startClient().then(
  (client) => {
    root.render(
      <StrictMode>
        <ClientProvider client={client}>
          <App />
        </ClientProvider>
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('[ui] the client could not start', error);
    root.render(<BootScreen failed />);
  },
);
