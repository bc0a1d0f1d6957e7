import { render, screen } from '@testing-library/react';
import { AppRouterProvider } from 'react-router-dom';
import { QueryClientProvider } from 'shared-ui/query';
import { createMemoryAppRouter } from 'shared-ui/testing/memory-router';
import { afterEach, describe, expect, it } from 'vitest';
import { itemFormConfig, testQueryClient } from '../testing/render-item-form';
import { ItemForm } from './item-form';
import { UnsavedChangesGuard } from './unsaved-changes-dialog';
import { useItemFormState } from './use-item-form-state';

const config = itemFormConfig({
  names: ['Thing', 'Things'],
  columns: { title: { label: 'Title', kind: 'text', required: true, list: 'title' } },
  writes: {},
});

function EditPage() {
  const { dirty, bindings } = useItemFormState();
  return (
    <>
      <ItemForm config={config} existing={null} {...bindings} />
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}

/** Types as a keystroke does: one input event, outside act(), so React schedules its work as in a browser. */
function typeNatively(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Lets every microtask run, and no task: what has happened by then happened in the keystroke's own task. */
async function endOfTask() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironmentBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironmentBefore;
});

describe('UnsavedChangesGuard over an ItemForm', () => {
  it('holds a Back press that comes in the task right after the first keystroke', async () => {
    const router = createMemoryAppRouter(
      [
        { path: '/', element: <h2>Dashboard</h2> },
        { path: '/edit', element: <EditPage /> },
      ],
      { initialEntries: ['/', '/edit'] },
    );
    render(
      <QueryClientProvider client={testQueryClient()}>
        <AppRouterProvider router={router} />
      </QueryClientProvider>,
    );
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    typeNatively(title as HTMLInputElement, 'Harvest');
    await endOfTask();
    void router.navigate(-1);
    expect(router.state.location.pathname).toBe('/edit');
    expect(router.state.blocker.state).toBe('blocked');
  });
});
