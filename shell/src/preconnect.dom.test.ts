import { afterEach, describe, expect, it } from 'vitest';
import { preconnect } from './preconnect';

describe('preconnect', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("adds a credential-less preconnect to the URL's origin", () => {
    preconnect('https://project.supabase.co/rest/v1/');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];
    expect(links.map((link) => [link.href, link.crossOrigin])).toEqual([
      ['https://project.supabase.co/', 'anonymous'],
    ]);
  });
});
