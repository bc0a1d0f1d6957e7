import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { embedUrl, SermonMedia } from './sermon-media';

describe('SermonMedia', () => {
  it('plays an audio file and offers it for download, with its format, size and length', () => {
    const { container } = render(
      <SermonMedia
        title="The Good Shepherd"
        audioUrl="https://cdn.example/a.mp3"
        audioFacts="MP3, 38 MB, 52:30"
        videoUrl={null}
      />,
    );
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('src', 'https://cdn.example/a.mp3');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('preload', 'none');
    fireEvent.click(screen.getByRole('button', { name: '1.5×' }));
    expect(audio!.playbackRate).toBe(1.5);
    expect(screen.getByRole('button', { name: '1.5×' })).toHaveAttribute('aria-pressed', 'true');
    const download = screen.getByRole('link', { name: 'Download the audio' });
    expect(download).toHaveAttribute('href', 'https://cdn.example/a.mp3');
    // Nothing of the file is fetched before Play, so its cost in data is told beside the download.
    expect(download.parentElement).toHaveTextContent('Download the audio (MP3, 38 MB, 52:30)');
  });

  it("carries on where this device left a long sermon, in the hours the browser's player shows", () => {
    localStorage.setItem('piwc:listened:https://cdn.example/long.mp3', '3725');
    try {
      const { container } = render(
        <SermonMedia
          title="Faith"
          audioUrl="https://cdn.example/long.mp3"
          audioFacts={null}
          videoUrl={null}
        />,
      );
      const audio = container.querySelector('audio')!;
      Object.defineProperty(audio, 'duration', { value: 4350, configurable: true });
      fireEvent(audio, new Event('loadedmetadata'));
      expect(audio.currentTime).toBe(3725);
      expect(screen.getByRole('status')).toHaveTextContent('Carrying on from 1:02:05, where you left off.');
    } finally {
      localStorage.clear();
    }
  });

  it('tells nothing of a recording that is only a link', () => {
    render(
      <SermonMedia title="Faith" audioUrl="https://cdn.example/a.mp3" audioFacts={null} videoUrl={null} />,
    );
    expect(screen.getByRole('link', { name: 'Download the audio' }).parentElement).toHaveTextContent(
      /^Download the audio$/,
    );
  });

  it('embeds a YouTube video in its privacy-enhanced player once asked for, and a file in the browser’s', () => {
    const { container, rerender } = render(
      <SermonMedia title="Faith" audioUrl={null} audioFacts={null} videoUrl="https://youtu.be/abc123" />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Watch the video' }));
    expect(screen.getByTitle('Video: Faith')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc123',
    );
    rerender(
      <SermonMedia title="Faith" audioUrl={null} audioFacts={null} videoUrl="https://cdn.example/v.mp4" />,
    );
    expect(container.querySelector('video')).toHaveAttribute('src', 'https://cdn.example/v.mp4');
  });

  it('loads nothing of a video before Play when the visitor saves data', () => {
    const connection = { saveData: false, effectiveType: '4g' };
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    try {
      const { container, rerender } = render(
        <SermonMedia title="Faith" audioUrl={null} audioFacts={null} videoUrl="https://cdn.example/v.mp4" />,
      );
      expect(container.querySelector('video')).toHaveAttribute('preload', 'metadata');
      connection.saveData = true;
      rerender(
        <SermonMedia title="Faith" audioUrl={null} audioFacts={null} videoUrl="https://cdn.example/v.mp4" />,
      );
      expect(container.querySelector('video')).toHaveAttribute('preload', 'none');
      connection.saveData = false;
      connection.effectiveType = '2g';
      rerender(
        <SermonMedia title="Faith" audioUrl={null} audioFacts={null} videoUrl="https://cdn.example/v.mp4" />,
      );
      expect(container.querySelector('video')).toHaveAttribute('preload', 'none');
      // An embedded player loads only once asked for, whatever the connection.
      rerender(
        <SermonMedia title="Faith" audioUrl={null} audioFacts={null} videoUrl="https://youtu.be/abc123" />,
      );
      expect(container.querySelector('iframe')).toBeNull();
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });

  it('shows nothing without media', () => {
    const { container } = render(
      <SermonMedia title="Faith" audioUrl={null} audioFacts={null} videoUrl={null} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('embedUrl', () => {
  it('turns YouTube and Vimeo links into their players and leaves files alone', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=abc_123')).toBe(
      'https://www.youtube-nocookie.com/embed/abc_123',
    );
    expect(embedUrl('https://youtu.be/abc_123')).toBe('https://www.youtube-nocookie.com/embed/abc_123');
    expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedUrl('https://cdn.example/sermon.mp4')).toBeNull();
    expect(embedUrl('not a url')).toBeNull();
  });
});
