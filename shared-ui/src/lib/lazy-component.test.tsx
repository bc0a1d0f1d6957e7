import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ComponentType, type ReactNode } from 'react';
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

/** A lazy part whose code comes only when `arrive` is called. */
function partWhoseCodeComesLater<P extends object>(
  Loaded: (props: P) => ReactNode,
  fallback: (props: P) => ReactNode,
) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { Part: lazyComponent<P>(() => arrived.then(() => Loaded), fallback), arrive };
}

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
    // Its code is at hand and 600 ms pass, so only the wait for the first screen can keep it from showing; the
    // splash is up.
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

  it('a part whose code has come (preloaded) shows at once, never its fallback', async () => {
    const Part = lazyComponent(
      async () =>
        function Loaded({ text }: { text: string }) {
          return <p>{text}</p>;
        },
      () => <span data-testid="fallback" />,
    );
    await Part.preload();
    render(<Part text="Ready" />);
    // Synchronously, as it renders: behind Suspense the fallback would show first, then the part mount again.
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.queryByTestId('fallback')).toBeNull();
  });

  it('a part shows as soon as its code comes, not held back after its fallback as Suspense would', async () => {
    const { Part: Viewer, arrive } = partWhoseCodeComesLater(
      () => <img alt="Procession of the choir" />,
      () => <span data-testid="spinner" />,
    );
    render(<Viewer />);
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    arrive();
    // Behind Suspense, React would reveal it 300 ms after the spinner showed at the soonest (its own timer, which
    // no fake timer reaches); here it comes with the code.
    expect(
      await screen.findByRole('img', { name: 'Procession of the choir' }, { timeout: 200, interval: 5 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('a part mounted before its code came keeps its insides when they arrive and after', async () => {
    const { Part, arrive } = partWhoseCodeComesLater(
      ({ text }: { text: string }) => <input aria-label="Search" defaultValue={text} />,
      () => <span data-testid="fallback" />,
    );
    const user = userEvent.setup();
    const { rerender } = render(<Part text="" />);
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
    arrive();
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'church');
    // Rendered again, now that the code is at hand: the same input, with what was typed into it.
    rerender(<Part text="" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('church');
  });

  it('a chunk that did not come is asked for again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockResolvedValue(() => <p>Ready</p>);
    const Part = lazyComponent(load, () => null);
    await expect(Part.preload()).rejects.toThrow('Loading chunk 12 failed');
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Part />);
    expect(screen.getByText('Ready')).toBeInTheDocument();
  });

  /** An optional part, in a page under its route's error boundary, keeps its slot and the page goes on. */
  async function expectThePageToGoOn(OptionalPart: ComponentType) {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <CatchAll>
        <h1>Events</h1>
        <OptionalPart />
      </CatchAll>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getByTestId('slot')).toBeInTheDocument();
    expect(screen.queryByText("The route's error page")).toBeNull();
  }

  it('an optional part whose code fails to come keeps its fallback, and the page goes on', async () => {
    await expectThePageToGoOn(
      lazyComponent(unreachableChunk, () => <span data-testid="slot" />, { optional: true }),
    );
  });

  it('an optional part that fails as it renders keeps its fallback, and the page goes on', async () => {
    await expectThePageToGoOn(
      lazyComponent(
        async () =>
          function Broken(): ReactNode {
            throw new Error('settings row without a name');
          },
        () => <span data-testid="slot" />,
        { optional: true },
      ),
    );
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
