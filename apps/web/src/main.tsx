import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { UpdatePrompt } from './app/update-prompt';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </AppProvider>
  </StrictMode>,
);
