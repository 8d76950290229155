import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, IconButton } from '@mui/material';
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { StoreImage } from '../StoreImage';
import { storeTexts } from '../texts';

/** spec.md §9: the slider moves on every 5000 ms and follows a swipe of 40 px or more. */
export const SLIDE_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 40;
const FADE_MS = 700;
/** The `sizes` of the slide pictures (also used to preload the first one). */
export const slideSizes = '(min-width: 1200px) 1152px, 100vw';

export interface Slide {
  id: string;
  image: string;
  caption: string;
}

/** The carousel's styles, once for the whole carousel (its parts are plain elements with classes). */
const carouselSx = {
  mb: 4,
  '& .sv-stage': { position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.300', aspectRatio: { xs: '16 / 9', sm: '8 / 3' }, touchAction: 'pan-y' },
  '& .sv-slides': { position: 'absolute', inset: 0 },
  '& .sv-slide': {
    position: 'absolute',
    inset: 0,
    opacity: 0,
    visibility: 'hidden',
    transition: `opacity ${FADE_MS}ms ease, visibility 0s linear ${FADE_MS}ms`,
    '&[data-active="true"]': { opacity: 1, visibility: 'visible', transition: `opacity ${FADE_MS}ms ease` },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
  '& .sv-caption': {
    position: 'absolute',
    insetInline: 0,
    bottom: 0,
    m: 0,
    px: { xs: 7, sm: 9 },
    pt: 5,
    pb: { xs: 1.5, sm: 2.5 },
    color: '#fff',
    fontWeight: 700,
    fontSize: { xs: '1rem', sm: '1.6rem' },
    lineHeight: 1.3,
    background: 'linear-gradient(to top, rgba(0,0,0,0.78), rgba(0,0,0,0.55) 60%, rgba(0,0,0,0))',
    textShadow: '0 1px 2px rgba(0,0,0,0.6)',
  },
  '& .sv-arrow': {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 2,
    bgcolor: 'rgba(255,255,255,0.85)',
    color: '#222',
    boxShadow: 2,
    '&:hover': { bgcolor: '#fff' },
    '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
  },
  '& .sv-controls': { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 1 },
  '& .sv-dots': { display: 'flex', gap: 0.5 },
  '& .sv-dot': {
    width: 32,
    height: 32,
    p: 0,
    border: 0,
    bgcolor: 'transparent',
    cursor: 'pointer',
    display: 'grid',
    placeItems: 'center',
    borderRadius: '50%',
    '&::after': { content: '""', width: 12, height: 12, borderRadius: '50%', border: '2px solid #404040' },
    '&[aria-current="true"]::after': { bgcolor: '#404040' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
  },
} as const;

/**
 * The home page's slide show (the WAI-ARIA carousel pattern): slides fade every `interval` ms; previous
 * and next buttons, one indicator per slide and a pause/play button; it holds still while the pointer
 * is over it or focus is inside it, and a horizontal swipe of SWIPE_THRESHOLD_PX or more changes slide.
 * Pictures load as their slide comes up (the first at once, the next one ahead of time).
 */
export function Carousel({ slides, interval = SLIDE_INTERVAL_MS }: { slides: Slide[]; interval?: number }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [loaded, setLoaded] = useState(() => new Set([0, 1]));
  const touchX = useRef<number | null>(null);
  const playing = !stopped && !hovered && !focused && count > 1;

  const go = (to: number) => {
    const next = ((to % count) + count) % count;
    setIndex(next);
    setLoaded((s) => (s.has(next) && s.has((next + 1) % count) ? s : new Set([...s, next, (next + 1) % count])));
  };

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => go(index + 1), interval);
    return () => clearTimeout(timer);
    // `go` only reads `count`, which the effect already depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, index, interval, count]);

  if (!count) return null;

  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = e.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const dx = end - start;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <Box
      component="section"
      aria-roledescription={storeTexts.carousel}
      aria-label={storeTexts.slider}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setFocused(false);
      }}
      sx={carouselSx}
    >
      <div className="sv-stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div className="sv-slides" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((s, i) => (
            <div
              key={s.id}
              className="sv-slide"
              data-active={i === index}
              role="group"
              aria-roledescription={storeTexts.slide}
              aria-label={storeTexts.slideOf(i + 1, count)}
              aria-hidden={i !== index}
            >
              {loaded.has(i) && (
                <StoreImage path={s.image} alt="" width={1600} height={600} sizes={slideSizes} priority={i === 0} style={{ height: '100%', backgroundColor: 'transparent' }} />
              )}
              <p className="sv-caption">{s.caption}</p>
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <IconButton aria-label={storeTexts.previousSlide} onClick={() => go(index - 1)} className="sv-arrow" sx={{ left: 8 }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={storeTexts.nextSlide} onClick={() => go(index + 1)} className="sv-arrow" sx={{ right: 8 }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="sv-controls">
          <div role="group" aria-label={storeTexts.slideChoice} className="sv-dots">
            {slides.map((s, i) => (
              <button
                key={s.id}
                type="button"
                className="sv-dot"
                aria-label={storeTexts.showSlide(i + 1, count)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <IconButton size="small" aria-label={stopped ? storeTexts.playSlides : storeTexts.pauseSlides} onClick={() => setStopped((v) => !v)}>
            {stopped ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
          </IconButton>
        </div>
      )}
    </Box>
  );
}
