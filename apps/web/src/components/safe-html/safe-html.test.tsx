import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

describe('SafeHtml', () => {
  it('shows the hospital HTML without its scripts and handlers, DOMPurify being loaded first', () => {
    const { container } = render(
      <SafeHtml
        html={'<p>Open <b>8:00</b></p><img src="x" onerror="alert(1)"><script>alert(1)</script>'}
      />,
    );
    expect(container.textContent).toContain('Open 8:00');
    expect(container.innerHTML).not.toContain('script');
    expect(container.innerHTML).not.toContain('onerror');
  });
});
