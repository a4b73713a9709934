import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { later } from './later';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('later', () => {
  it('renders a loaded part in place, in the same render', async () => {
    const Part = later(
      async () => ({ Greeting }),
      (module) => module.Greeting,
    );
    await new Promise((resolve) => setTimeout(resolve, 0)); // the module arrives
    const html = renderToString(<Part name="Ada" />);
    expect(html).toContain('Hello <!-- -->Ada');
    // A completed Suspense boundary, not the fallback of one that waits.
    expect(html).toMatch(/^<!--\$-->/);
  });

  it('shows nothing in its place while the part has not arrived', () => {
    const Part = later(
      () => new Promise<{ Greeting: typeof Greeting }>(() => {}),
      (module) => module.Greeting,
    );
    const html = renderToString(<Part name="Ada" />);
    expect(html).not.toContain('Hello');
  });

  it('on the server, fetches a part placed near the screen at once (no screen there)', async () => {
    let asked = 0;
    const Part = later(
      async () => {
        asked++;
        return { Greeting };
      },
      (module) => module.Greeting,
      { whenNear: { selector: '.lower-sections', media: '(max-width: 812px)' } },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toBe(1);
    expect(renderToString(<Part name="Ada" />)).toContain('Hello <!-- -->Ada');
  });
});
