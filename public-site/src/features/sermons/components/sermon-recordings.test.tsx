import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SermonRecordings } from './sermon-recordings';

const sermon = { audio_url: null, video_url: null, audio_duration_seconds: null };

describe('SermonRecordings', () => {
  it('says an uploaded recording is audio, with its length, and that there is a video', () => {
    render(
      <SermonRecordings
        sermon={{
          audio_url: 'https://cdn.example/a.mp3',
          video_url: 'https://youtu.be/abc123',
          audio_duration_seconds: 3150,
        }}
      />,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^Audio, 52:30Video$/);
  });

  it('says a linked recording is audio, whose length is not known', () => {
    render(<SermonRecordings sermon={{ ...sermon, audio_url: 'https://cdn.example/a.mp3' }} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^Audio$/);
  });

  it('shows nothing for a sermon that was not recorded', () => {
    const { container } = render(<SermonRecordings sermon={sermon} />);
    expect(container).toBeEmptyDOMElement();
  });
});
