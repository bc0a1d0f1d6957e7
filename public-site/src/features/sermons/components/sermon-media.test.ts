import { describe, expect, it } from 'vitest';
import { embedUrl } from './sermon-media';
import { formatFileSize } from '../pages/sermon-page';

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

describe('formatFileSize', () => {
  it('reads like a person would say it', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
