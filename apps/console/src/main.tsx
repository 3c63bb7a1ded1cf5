import '@opsdeck/ui/styles.css';
import '@opsdeck/sdk/styles.css';
import { retryTransient } from '@opsdeck/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createConsoleRouter } from './app/router';

const queryClient = new QueryClient({
  // As the original console: transient failures are retried, a 4xx is final; no refetch storm on every tab switch.
  defaultOptions: { queries: { retry: retryTransient, refetchOnWindowFocus: false } },
});
const router = createConsoleRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
