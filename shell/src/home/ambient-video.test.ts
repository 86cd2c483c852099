import { afterEach, describe, expect, it, vi } from 'vitest';
import { playAmbientVideo, playAmbientVideos } from './ambient-video';

function video(rate = '0.7') {
  document.body.innerHTML = `<video data-ambient data-playback-rate="${rate}" preload="none"></video>`;
  const element = document.querySelector('video')!;
  const play = vi.spyOn(element, 'play').mockResolvedValue(undefined);
  return { element, play };
}

const motion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }) as MediaQueryList);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('an ambient video', () => {
  it('plays muted at its own speed, held there, and is marked once it plays', () => {
    motion(false);
    const { element, play } = video();
    playAmbientVideos(document);
    expect(play).toHaveBeenCalledOnce();
    expect(element.muted).toBe(true);
    expect(element.playbackRate).toBe(0.7);
    expect(element.defaultPlaybackRate).toBe(0.7);
    element.playbackRate = 1;
    element.dispatchEvent(new Event('ratechange'));
    expect(element.playbackRate).toBe(0.7);
    expect(element.hasAttribute('data-playing')).toBe(false);
    element.dispatchEvent(new Event('playing'));
    expect(element.hasAttribute('data-playing')).toBe(true);
  });

  it('is started once, by the boot script or the page, whichever comes first', () => {
    motion(false);
    const { element, play } = video();
    playAmbientVideos(document);
    playAmbientVideo(element);
    expect(play).toHaveBeenCalledOnce();
  });

  it('never plays for a visitor who prefers reduced motion, so it is never fetched', () => {
    motion(true);
    const { play } = video();
    playAmbientVideos(document);
    expect(play).not.toHaveBeenCalled();
  });
});
