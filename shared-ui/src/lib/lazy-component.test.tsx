import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_DURATION_MS } from '../constants';
import { Button } from '../components/button/button';
import { DataTable } from '../components/data-table/lazy-data-table';
import { Field } from '../components/field/field';
import { Dialog } from '../components/overlays/lazy-overlays';
import { Select } from '../components/select/lazy-select';
import { lazyComponent } from './lazy-component';

class CatchAll extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>The route's error page</p> : this.props.children;
  }
}

const unreachableChunk = () => Promise.reject(new Error('Loading chunk 12 failed'));

describe('lazily loaded components', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('Dialog shows its trigger at once and opens once its code has arrived', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Edit" trigger={<Button>Edit</Button>}>
        Body
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // The loaded Dialog wires the trigger (Radix adds aria-haspopup).
    await screen.findByRole('button', { name: 'Edit', expanded: false });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit' })).toHaveTextContent('Body');
  });

  it('Select waits for the first screen: under the splash only its placeholder shows', async () => {
    // Its code is at hand and longer than React's fallback throttle (300 ms) passes, so only the wait for the
    // first screen can keep it from showing; the splash is up.
    await import('../components/select/select');
    vi.useFakeTimers({ toFake: ['performance'] });
    const { unmount } = render(
      <Field label="Category">
        <Select options={[{ value: 'youth', label: 'Youth' }]} value="youth" />
      </Field>,
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByRole('button', { name: 'Category' })).toHaveTextContent('Youth');
    expect(screen.queryByRole('combobox')).toBeNull();
    unmount();
  });

  it('Select keeps its label and value while loading, then becomes a combobox', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.advanceTimersByTime(SPLASH_DURATION_MS);
    render(
      <Field label="Category">
        <Select options={[{ value: 'youth', label: 'Youth' }]} value="youth" />
      </Field>,
    );
    expect(screen.getByRole('button', { name: 'Category' })).toHaveTextContent('Youth');
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveTextContent('Youth');
  });

  it('DataTable keeps its generic props and renders once loaded', async () => {
    render(
      <DataTable<{ id: string; name: string }>
        caption="Leaders"
        columns={[{ id: 'name', header: 'Name', value: (r) => r.name }]}
        rows={[{ id: '1', name: 'Ama' }]}
        getRowId={(r) => r.id}
      />,
    );
    expect(await screen.findByRole('table', { name: 'Leaders' })).toHaveTextContent('Ama');
  });

  it('an optional part whose code fails to come keeps its fallback, and the page goes on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const SearchBox = lazyComponent(unreachableChunk, () => <span data-testid="slot" />, { optional: true });
    render(
      <CatchAll>
        <h1>Events</h1>
        <SearchBox />
      </CatchAll>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getByTestId('slot')).toBeInTheDocument();
    expect(screen.queryByText("The route's error page")).toBeNull();
  });

  it('a part the page needs lets the failure reach the route error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ContactForm = lazyComponent(unreachableChunk, () => <span data-testid="slot" />);
    render(
      <CatchAll>
        <h1>Contact</h1>
        <ContactForm />
      </CatchAll>,
    );
    expect(await screen.findByText("The route's error page")).toBeInTheDocument();
  });
});
