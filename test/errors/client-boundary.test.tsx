// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { ClientErrorBoundary } from '../../src/errors/client-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Bomb() {
  const [armed, setArmed] = useState(false);
  if (armed) throw new Error('render failed after hydration');
  return (
    <button type="button" onClick={() => setArmed(true)}>
      arm
    </button>
  );
}

describe('client error boundary', () => {
  it('shows the localized error screen when a render fails in the browser', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <ClientErrorBoundary texts={{ title: 'Hoppla, etwas ist schiefgelaufen', action: 'Zurück zur Startseite' }} homeHref="/de-lu">
          <Bomb />
        </ClientErrorBoundary>,
      );
    });
    expect(container.querySelector('button')).not.toBeNull();
    await act(async () => {
      container.querySelector('button')!.click();
    });
    expect(container.querySelector('h1')?.textContent).toBe('Hoppla, etwas ist schiefgelaufen');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/de-lu');
    expect(container.querySelector('[data-error-screen="generic"]')).not.toBeNull();
    root.unmount();
    errors.mockRestore();
  });
});
