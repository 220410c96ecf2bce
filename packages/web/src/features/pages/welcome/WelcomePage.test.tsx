import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithConfig } from '../../../test/render-with-config';
import { WelcomePage } from './WelcomePage';
import { FEATURES } from './welcome-content';

describe('WelcomePage', () => {
  it('introduces the product with its features, getting-started steps and two contacts', () => {
    renderWithConfig(<WelcomePage />, {
      support: { email: 'help@acme.test', salesEmail: 'sales@acme.test' },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Specwright');
    for (const feature of FEATURES) expect(screen.getByRole('heading', { name: feature.title })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Getting started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@acme.test' }).getAttribute('href')).toBe(
      'mailto:help@acme.test',
    );
    expect(screen.getByRole('link', { name: 'sales@acme.test' }).getAttribute('href')).toBe(
      'mailto:sales@acme.test',
    );
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('embeds the introduction video when one is configured', () => {
    // happy-dom refuses to load iframe pages and logs a NotSupportedError for it; that is expected.
    renderWithConfig(<WelcomePage />, { welcomeVideoUrl: 'https://www.youtube-nocookie.com/embed/abc' });
    const video = screen.getByTitle('Introduction to Specwright');
    expect(video.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc');
  });

  it('never embeds a non-http address', () => {
    renderWithConfig(<WelcomePage />, { welcomeVideoUrl: 'javascript:alert(1)' });
    expect(document.querySelector('iframe')).toBeNull();
  });
});
