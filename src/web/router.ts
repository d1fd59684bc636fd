// A tiny router over location.pathname and location.hash: the path names the page, the hash a game's seed.
import { useEffect, useState } from 'react';

export interface Location {
  readonly path: string;
  /** The fragment without its '#', URL-decoded ('' when absent). */
  readonly hash: string;
}

const CHANGE = 'ludoteca:navigate';

function readLocation(): Location {
  let hash = window.location.hash.replace(/^#/, '');
  try {
    hash = decodeURIComponent(hash);
  } catch {
    // A malformed escape stays as typed; the seed parser then explains what is wrong with it.
  }
  return { path: window.location.pathname.replace(/\/+$/, '') || '/', hash };
}

export function useLocation(): Location {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    // Always a new object: a page may navigate to its own address to be drawn again (Scarabeo's start screen).
    const update = () => setLocation(readLocation());
    window.addEventListener('popstate', update);
    window.addEventListener('hashchange', update);
    window.addEventListener(CHANGE, update);
    // A child's effect runs before this one: a redirect made while the page first renders fired its event
    // before anyone listened, so read the address again now that we do.
    update();
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('hashchange', update);
      window.removeEventListener(CHANGE, update);
    };
  }, []);
  return location;
}

export function navigate(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(CHANGE));
  if (!options.replace) window.scrollTo(0, 0);
}

/** A click handler for in-app links: plain left clicks navigate without a page load, others act as usual. */
export function linkHandler(url: string) {
  return (event: {
    button: number;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    altKey: boolean;
    preventDefault(): void;
  }) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(url);
  };
}
