import { PLAYING_ATTRIBUTE } from 'shared/page-protocol';
/**
 * An ambient video: muted, looping, at its own speed (`data-playback-rate`), marked `data-ambient`
 * in the page's HTML. It plays with no app: the boot script starts every one on the page once it is
 * parsed (src/boot/boot.ts), and the home page starts one it renders itself (HeroMedia.tsx), through
 * this same function. Visitors who prefer reduced motion get none: it is never played, so with
 * `preload="none"` not even fetched, and the stylesheet hides it and its pause button.
 */

export const AMBIENT_SELECTOR = 'video[data-ambient]';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const started = new WeakSet<HTMLVideoElement>();

export function playAmbientVideo(video: HTMLVideoElement): void {
  if (started.has(video)) return;
  const win = video.ownerDocument.defaultView;
  if (win?.matchMedia?.(REDUCED_MOTION).matches) return;
  started.add(video);
  const rate = Number(video.dataset.playbackRate) || 1;
  // React writes `muted` as a property, never as the attribute, so the composed HTML has none:
  // a video that is not muted may not play by itself.
  video.muted = true;
  video.defaultPlaybackRate = rate;
  video.playbackRate = rate;
  // Some browsers reset the rate when a source loads: it is held.
  video.addEventListener('ratechange', () => {
    if (video.playbackRate !== rate) video.playbackRate = rate;
  });
  video.addEventListener('playing', () => video.setAttribute(PLAYING_ATTRIBUTE, ''), { once: true });
  // A browser that refuses to play it (data saver, low power) keeps the poster under it. Older
  // engines (and jsdom) return nothing from play().
  Promise.resolve(video.play()).catch(() => undefined);
}

/** Plays every ambient video in `doc` once it is parsed. */
export function playAmbientVideos(doc: Document): void {
  const play = () => doc.querySelectorAll<HTMLVideoElement>(AMBIENT_SELECTOR).forEach(playAmbientVideo);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', play, { once: true });
  else play();
}
