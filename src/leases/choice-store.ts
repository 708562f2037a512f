'use client';

import { useSyncExternalStore } from 'react';
import type { LeaseChoice } from './calculator';

/**
 * The calculator's choice per offer, shared in the browser between the calculator and the enquiry
 * form (two islands of the offer page), so the enquiry carries what the visitor last chose. On the
 * server, and until the visitor changes something, each reads the page's initial choice.
 */

const choices = new Map<string, LeaseChoice>();
const listeners = new Set<() => void>();

export function setLeaseChoice(offer: string, choice: LeaseChoice): void {
  choices.set(offer, choice);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLeaseChoice(offer: string, initial: LeaseChoice): LeaseChoice {
  return useSyncExternalStore(
    subscribe,
    () => choices.get(offer) ?? initial,
    () => initial,
  );
}
