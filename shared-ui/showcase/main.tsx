import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UiProviders } from '../src';
import { TooltipProvider } from '../src/components/tooltip';
import { Showcase } from './showcase';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProviders>
      <TooltipProvider>
        <Showcase />
      </TooltipProvider>
    </UiProviders>
  </StrictMode>,
);
