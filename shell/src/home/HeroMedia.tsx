import { Pause, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { defineMessages, ResponsiveImage, TOGGLE_PLAYBACK, useIntl } from 'shared';
import { art, videos } from '../art/generated/manifest';
import { playAmbientVideo } from './ambient-video';

/** Spec: the hero video plays at 0.7 speed. */
export const HERO_PLAYBACK_RATE = 0.7;
const HERO_VIDEO_ID = 'hero-video';

const loop = videos['hero-loop'];
const poster = art['hero-loop-poster'];

/**
 * The home hero's image area and its pause control (rendered apart, above the hero's text layer):
 * the poster (the page's largest paint, loaded first) with the looping video over it once it plays.
 * Muted, inline, at 0.7 speed, with captions. Both are plain HTML that work with no app: the video
 * is an ambient video (./ambient-video.ts), started by the boot script, and the pause button a
 * `--toggle-playback` command (shared/src/commands.ts). Visitors who prefer reduced motion get the
 * poster alone (the video is never fetched); everyone else can pause it (WCAG 2.2.2: moving content
 * longer than 5 s needs a pause).
 */
const messages = defineMessages({
  video: { id: 'shell.home.hero-video', defaultMessage: 'Ribbons of liquid gold and bronze silk drifting across deep umber', description: 'the hero video, described for screen readers' },
  pause: { id: 'shell.home.pause-video', defaultMessage: 'Pause background video' },
  play: { id: 'shell.home.play-video', defaultMessage: 'Play background video' },
});

export function useHeroMedia() {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  // A home page the app renders itself (after a navigation) has no boot script to start it.
  useEffect(() => {
    if (video.current) playAmbientVideo(video.current);
  }, []);

  const media = (
    <>
      <ResponsiveImage image={poster} alt="" priority sizes="100vw" className="absolute inset-0 h-full w-full object-cover object-[70%_50%]" />
      <video
        ref={video}
        id={HERO_VIDEO_ID}
        data-ambient=""
        data-playback-rate={HERO_PLAYBACK_RATE}
        className="absolute inset-0 h-full w-full object-cover object-[70%_50%] opacity-0 transition-opacity duration-1000 data-playing:opacity-100 motion-reduce:hidden"
        muted
        loop
        playsInline
        preload="none"
        aria-label={intl.formatMessage(messages.video)}
      >
        <source src={loop.webm} type="video/webm" />
        <source src={loop.mp4} type="video/mp4" />
        <track kind="captions" src={loop.captions} srcLang="en" label="English" />
      </video>
    </>
  );
  const control = (
    <button
      type="button"
      command={TOGGLE_PLAYBACK}
      commandfor={HERO_VIDEO_ID}
      aria-label={intl.formatMessage(messages.pause)}
      data-label-playing={intl.formatMessage(messages.pause)}
      data-label-paused={intl.formatMessage(messages.play)}
      className="group inline-flex size-11 items-center justify-center rounded-full border border-ivory/40 text-ivory transition-colors hover:border-gold hover:text-gold motion-reduce:hidden"
    >
      <Pause aria-hidden="true" className="size-4 group-data-paused:hidden" />
      <Play aria-hidden="true" className="hidden size-4 group-data-paused:block" />
    </button>
  );
  return { media, control };
}
