import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UiProviders } from '../src';
import { Showcase } from './showcase';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProviders>
      <Showcase />
    </UiProviders>
  </StrictMode>,
);
