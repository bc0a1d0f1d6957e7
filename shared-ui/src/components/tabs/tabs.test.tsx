import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and into the panel with Tab', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        aria-label="Sermon"
        items={[
          { value: 'summary', label: 'Summary', content: <p>Summary text</p> },
          { value: 'slides', label: 'Slides', content: <button type="button">Download</button> },
          { value: 'audio', label: 'Audio', content: <p>Audio</p>, disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Sermon' })).toBeInTheDocument();
    const summary = screen.getByRole('tab', { name: 'Summary' });
    expect(summary).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(summary).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const slides = screen.getByRole('tab', { name: 'Slides' });
    expect(slides).toHaveFocus();
    expect(slides).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Slides' })).toBeInTheDocument();
    // The disabled tab is skipped, wrapping back to the first.
    await user.keyboard('{ArrowRight}');
    expect(summary).toHaveFocus();
    expect(summary).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Summary' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{ArrowLeft}');
    expect(slides).toHaveFocus();
  });
});
