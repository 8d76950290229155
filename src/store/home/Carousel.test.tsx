import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTexts } from '../texts';
import { Carousel, SLIDE_INTERVAL_MS, SWIPE_THRESHOLD_PX, type Slide } from './Carousel';

const slides: Slide[] = [
  { id: 'a', image: '/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp', caption: 'Linen season' },
  { id: 'b', image: '/uploads/bbbbbbbbbbbbbbbbbbbbbbbb.webp', caption: 'Denim weights' },
  { id: 'c', image: '/uploads/cccccccccccccccccccccccc.webp', caption: 'Uniform fabrics' },
];

/** The caption of the slide a person sees: the one slide not hidden. */
const shown = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((g) => g.getAttribute('aria-roledescription') === storeTexts.slide && g.getAttribute('aria-hidden') === 'false')
    .map((g) => g.textContent);
const indicator = (n: number) => screen.getByRole('button', { name: storeTexts.showSlide(n, slides.length) });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('home carousel', () => {
  it('moves to the next slide every 5000 ms and wraps around', () => {
    render(<Carousel slides={slides} />);
    expect(SLIDE_INTERVAL_MS).toBe(5000);
    expect(shown()).toEqual(['Linen season']);
    tick(4999);
    expect(shown()).toEqual(['Linen season']);
    tick(1);
    expect(shown()).toEqual(['Denim weights']);
    expect(indicator(2)).toHaveAttribute('aria-current', 'true');
    tick(5000);
    tick(5000);
    expect(shown()).toEqual(['Linen season']);
  });

  it('has previous/next buttons and an indicator per slide', () => {
    render(<Carousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: storeTexts.previousSlide }));
    expect(shown()).toEqual(['Uniform fabrics']);
    fireEvent.click(screen.getByRole('button', { name: storeTexts.nextSlide }));
    expect(shown()).toEqual(['Linen season']);
    fireEvent.click(indicator(2));
    expect(shown()).toEqual(['Denim weights']);
    expect(indicator(1)).not.toHaveAttribute('aria-current');
  });

  it('holds still while hovered or focused, and resumes after', () => {
    render(<Carousel slides={slides} />);
    const carousel = screen.getByRole('region', { name: storeTexts.slider });
    fireEvent.mouseEnter(carousel);
    tick(15000);
    expect(shown()).toEqual(['Linen season']);
    fireEvent.mouseLeave(carousel);
    tick(5000);
    expect(shown()).toEqual(['Denim weights']);

    act(() => indicator(1).focus());
    tick(15000);
    expect(shown()).toEqual(['Denim weights']);
    act(() => indicator(1).blur());
    tick(5000);
    expect(shown()).toEqual(['Uniform fabrics']);
  });

  it('stops with the pause button until play is pressed', () => {
    render(<Carousel slides={slides} />);
    fireEvent.click(screen.getByRole('button', { name: storeTexts.pauseSlides }));
    // The click leaves focus on the button; move it away so only the pause holds the slides.
    act(() => (document.activeElement as HTMLElement).blur());
    tick(20000);
    expect(shown()).toEqual(['Linen season']);
    fireEvent.click(screen.getByRole('button', { name: storeTexts.playSlides }));
    act(() => (document.activeElement as HTMLElement).blur());
    tick(5000);
    expect(shown()).toEqual(['Denim weights']);
  });

  it('follows a swipe of 40 px or more, and ignores a shorter one', () => {
    render(<Carousel slides={slides} />);
    const surface = screen.getByRole('button', { name: storeTexts.nextSlide }).parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(surface, { touches: [{ clientX: from, clientY: 100 }] });
      fireEvent.touchEnd(surface, { changedTouches: [{ clientX: to, clientY: 100 }] });
    };
    expect(SWIPE_THRESHOLD_PX).toBe(40);
    swipe(200, 161);
    expect(shown()).toEqual(['Linen season']);
    swipe(200, 160);
    expect(shown()).toEqual(['Denim weights']);
    swipe(100, 140);
    expect(shown()).toEqual(['Linen season']);
  });

  it('shows each caption and marks the slides up as a carousel', () => {
    render(<Carousel slides={slides} />);
    expect(screen.getByRole('region', { name: storeTexts.slider })).toHaveAttribute('aria-roledescription', storeTexts.carousel);
    for (const s of slides) expect(screen.getByText(s.caption)).toBeInTheDocument();
    // Only the first slides' pictures are fetched up front; the rest come as their turn nears.
    expect(document.querySelectorAll('img')).toHaveLength(2);
    expect(document.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
