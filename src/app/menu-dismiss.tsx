'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'waku/router/client';

/**
 * The narrow-screen menu is a `<details>` (it opens without JavaScript); with JavaScript it also
 * closes as menus do: on Escape (focus back on its button), on a tap or click outside it, and on every
 * navigation. The header is kept between client navigations (src/navigation/kept-frame.tsx), so a menu
 * left open stayed over the page chosen in it (issue 41: 540 of 800 px four seconds after Menu → Stock);
 * it now closes on a link followed or a search sent from it, on Back or Forward, and whenever the router
 * shows another page (a suggestion of the search box, chosen in its pop-over outside the menu).
 */
export function MenuDismiss({ menuId }: { menuId: string }) {
  const { path, query } = useRouter();
  const shown = `${path}?${query}`;
  const lastShown = useRef(shown);
  useEffect(() => {
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    const menu = document.getElementById(menuId);
    if (menu instanceof HTMLDetailsElement) menu.open = false;
  }, [menuId, shown]);
  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (!(menu instanceof HTMLDetailsElement)) return;
    const close = () => {
      menu.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      close();
      menu.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (menu.open && event.target instanceof Node && !menu.contains(event.target)) close();
    };
    // a link in the menu (a click of any kind: one that opens a new tab leaves the menu done with too)
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    menu.addEventListener('click', onClick);
    menu.addEventListener('submit', close);
    window.addEventListener('popstate', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      menu.removeEventListener('click', onClick);
      menu.removeEventListener('submit', close);
      window.removeEventListener('popstate', close);
    };
  }, [menuId]);
  return null;
}
