/**
 * The inbox at /admin/candidatures/: a build of its own (admin/vite.config.ts), so nothing of it
 * reaches a visitor's JavaScript. The site's theme, font and components; the route is router.tsx.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { addBrandFont } from '../styles/fonts';
import '../styles/global.css';
import { createInboxRouter } from './router';

addBrandFont();
createRoot(document.getElementById('boite')!).render(
  <StrictMode>
    <RouterProvider router={createInboxRouter()} />
  </StrictMode>,
);
