import { chromium } from 'playwright-core';

/**
 * How fast this machine's Chromium builds and lays out a page right now, to read Lighthouse's
 * figures against: its CPU throttling multiplies what the browser really took (decision 034), and
 * this machine's speed at that work changes from one hour to the next while a plain CPU loop
 * (Lighthouse's benchmarkIndex) does not. The same fixed work each time: 2,000 styled elements
 * built, laid out and removed, five times; the median in milliseconds (lower is faster).
 */
export async function browserWorkMs(cdpPort: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.setContent('<main></main>');
    const times = await page.evaluate(() => {
      const out: number[] = [];
      for (let round = 0; round < 5; round++) {
        const start = performance.now();
        const main = document.querySelector('main')!;
        for (let i = 0; i < 2000; i++) {
          const card = document.createElement('article');
          card.className = `card c${i % 17}`;
          card.style.cssText = `padding:${i % 9}px;margin:2px;display:flex;gap:4px;border:1px solid #ccd`;
          card.innerHTML = `<h3>Flight ${i}</h3><p>Sydney to London, <b>AUD ${i * 3}.00</b></p><span>${i}</span>`;
          main.appendChild(card);
        }
        void main.getBoundingClientRect().height;
        main.replaceChildren();
        out.push(performance.now() - start);
      }
      return out;
    });
    await page.close();
    times.sort((a, b) => a - b);
    return Math.round(times[2]!);
  } finally {
    // Leaves the launched Chromium running: it is the bench's, and Lighthouse goes on using it.
    await browser.close().catch(() => {});
  }
}
