import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { environment } from './relay/environment.ts';
import { createRoutes } from './router/routes.tsx';
import { dropServerPageHeadOnNavigation } from './router/serverPageHead.ts';

// Created outside React so the first route's loader starts its query before the first render.
const router = createBrowserRouter(createRoutes(environment));
dropServerPageHeadOnNavigation(router);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders environment={environment}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
