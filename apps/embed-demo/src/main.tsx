// The two stylesheets of the published packages, loaded once, before the portal's own: that is the whole setup.
import '@opsdeck/ui/styles.css';
import '@opsdeck/sdk/styles.css';
import './portal.css';
import { createRoot } from 'react-dom/client';
import { AcmePortal } from './AcmePortal';
import { loadAcmeConfig } from './acmeConfig';

const root = createRoot(document.getElementById('acme-root')!);
loadAcmeConfig().then(
  (config) => root.render(<AcmePortal config={config} />),
  (error: unknown) => root.render(<p className="acme-error">Acme Portal could not start: {String(error)}</p>),
);
