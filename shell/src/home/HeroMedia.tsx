import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ResponsiveImage, usePrefersReducedMotion } from 'shared';
import { art, videos } from '../art/generated/manifest';

/** Spec: the hero video plays at 0.7 speed. */
export const HERO_PLAYBACK_RATE = 0.7;

const loop = videos['hero-loop'];
const poster = art['hero-loop-poster'];

/**
 * The home hero's image area and its pause control (rendered apart, above the hero's text layer): the poster (the page's largest paint, loaded first) with the
 * looping video over it once it plays. Muted, inline, at 0.7 speed, with captions. Visitors who
 * prefer reduced motion get the poster alone (the video is not even fetched), and everyone else
 * can pause it (WCAG 2.2.2: moving content longer than 5 s needs a pause).
 */
export function useHeroMedia() {
  const reduceMotion = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.defaultPlaybackRate = HERO_PLAYBACK_RATE;
    element.playbackRate = HERO_PLAYBACK_RATE;
  }, [reduceMotion]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) {
      void element.play();
      setPaused(false);
    } else {
      element.pause();
      setPaused(true);
    }
  };

  const media = (
    <>
      <ResponsiveImage image={poster} alt="" priority sizes="100vw" className="absolute inset-0 h-full w-full object-cover object-[70%_50%]" />
      {!reduceMotion && (
        <>
          <video
            ref={video}
            className={`absolute inset-0 h-full w-full object-cover object-[70%_50%] transition-opacity duration-1000 ${playing ? 'opacity-100' : 'opacity-0'}`}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            aria-label={poster.alt}
            onPlaying={() => setPlaying(true)}
            onRateChange={(event) => {
              // Some browsers reset the rate when a source loads; hold it at 0.7.
              if (event.currentTarget.playbackRate !== HERO_PLAYBACK_RATE) event.currentTarget.playbackRate = HERO_PLAYBACK_RATE;
            }}
          >
            <source src={loop.webm} type="video/webm" />
            <source src={loop.mp4} type="video/mp4" />
            <track kind="captions" src={loop.captions} srcLang="en" label="English" />
          </video>
        </>
      )}
    </>
  );
  const control = reduceMotion ? null : (
          <button
            type="button"
            onClick={toggle}
            aria-label={paused ? 'Play background video' : 'Pause background video'}
            className="inline-flex size-11 items-center justify-center rounded-full border border-ivory/40 text-ivory transition-colors hover:border-gold hover:text-gold"
          >
            {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          </button>
  );
  return { media, control };
}
