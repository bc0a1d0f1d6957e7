import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppConfigStore, type AppConfig } from 'shared-ui';
import { useDocumentMeta } from './use-document-meta';

describe('useDocumentMeta', () => {
  beforeEach(() => {
    useAppConfigStore.getState().setConfig({
      church: { branchName: 'PIWC Asokwa', fullTitle: 'Pentecost International Worship Centre' },
    } as AppConfig);
    // As the shell's page has it (shell/index.html).
    document.head.innerHTML = '<meta name="description" content="" />';
  });

  it('sets the title with the church name and the description', () => {
    renderHook(() => useDocumentMeta('Events', 'What is on at church.'));
    expect(document.title).toBe('Events · PIWC Asokwa');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'What is on at church.',
    );
  });

  it('shortens a long description to a search-result length', () => {
    renderHook(() => useDocumentMeta('Sermon', 'x'.repeat(300)));
    const content = document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(content.length).toBe(158);
    expect(content.endsWith('…')).toBe(true);
  });

  it('falls back to the church when a page has no description of its own', () => {
    renderHook(() => useDocumentMeta('Leader', null));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'PIWC Asokwa, Pentecost International Worship Centre.',
    );
  });
});
