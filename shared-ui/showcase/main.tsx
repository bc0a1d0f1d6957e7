import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UiProviders, setImageTransformations } from '../src';
import { TooltipProvider } from '../src/components/tooltip';
import { Showcase } from './showcase';

// The showcase's pictures have no stored variants: it shows the render path, as a deployment on a plan with image
// transformations serves them (its server answers the render URLs).
void setImageTransformations(true).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <UiProviders>
        <TooltipProvider>
          <Showcase />
        </TooltipProvider>
      </UiProviders>
    </StrictMode>,
  ),
);
