// Measurements in the page, read by scripts/bench/healthBench.mjs through `window.bench`. Every figure ends at
// "painted": two animation frames after the DOM change, the usual approximation of the next paint.

export interface BenchApi {
  contender: string;
  count: number;
  /** ms from the summary being in hand to the first check rows painted. */
  firstRows(): Promise<number>;
  /** Sets one URL parameter of the widget (no debounce: the state change itself) and times it to painted. */
  update(name: string, value: string | null): Promise<number>;
  /** Scrolls the list for `ms`: frames per second, long tasks (> 50 ms) and the longest one. */
  scroll(ms: number): Promise<{ fps: number; longTasks: number; longestTaskMs: number }>;
  /** DOM elements and JS heap (MiB, after a GC when the page may call it). */
  footprint(): { domNodes: number; heapMiB: number | null };
}

declare global {
  interface Window {
    bench: BenchApi;
    gc?: () => void;
    benchStart?: () => void;
  }
}

let deliveredAt: number | null = null;

/** Called by the data source at the moment the summary is handed over. */
export function markSummaryDelivered(at: number = performance.now()) {
  deliveredAt ??= at;
}

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const painted = async () => {
  await frame();
  await frame();
  return performance.now();
};

/** Whether a check row is on the page: a text node with a generated check name (`canary-N/type-M`, or `type-M` under a group). */
function hasCheckRow(): boolean {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) if (/^(canary-\d+\/)?[a-z]+-\d+$/.test((walker.currentNode.nodeValue ?? '').trim())) return true;
  return false;
}

function waitFor(predicate: () => boolean, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (predicate()) return resolve();
    const deadline = setTimeout(() => {
      observer.disconnect();
      reject(new Error('bench: timed out waiting for the page'));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (!predicate()) return;
      observer.disconnect();
      clearTimeout(deadline);
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The next DOM change anywhere (React commits a render in one batch). */
function nextMutation(timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(deadline);
      resolve();
    };
    const observer = new MutationObserver(done);
    const deadline = setTimeout(done, timeoutMs);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

function scrollContainer(): HTMLElement {
  let best: HTMLElement = document.scrollingElement as HTMLElement;
  let bestRange = best.scrollHeight - best.clientHeight;
  for (const el of document.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(el);
    if (!/(auto|scroll)/.test(style.overflowY)) continue;
    const range = el.scrollHeight - el.clientHeight;
    if (range > bestRange) {
      best = el;
      bestRange = range;
    }
  }
  return best;
}

export function installBenchProbe(options: {
  contender: string;
  count: number;
  setParam: (name: string, value: string | null) => void;
}) {
  const longTasks: number[] = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no Long Tasks API: scroll() reports none
  }

  window.bench = {
    contender: options.contender,
    count: options.count,
    async firstRows() {
      await waitFor(() => deliveredAt !== null && hasCheckRow());
      return (await painted()) - (deliveredAt ?? 0);
    },
    async update(name, value) {
      const started = performance.now();
      const changed = nextMutation();
      options.setParam(name, value);
      await changed;
      return (await painted()) - started;
    },
    async scroll(ms) {
      const el = scrollContainer();
      const seen = longTasks.length;
      let frames = 0;
      const started = performance.now();
      let direction = 1;
      while (performance.now() - started < ms) {
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) direction = -1;
        if (el.scrollTop <= 0) direction = 1;
        el.scrollTop += direction * 240;
        await frame();
        frames += 1;
      }
      const tasks = longTasks.slice(seen);
      const elapsed = (performance.now() - started) / 1000;
      return { fps: Math.round((frames / elapsed) * 10) / 10, longTasks: tasks.length, longestTaskMs: Math.round(Math.max(0, ...tasks)) };
    },
    footprint() {
      window.gc?.();
      const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
      return {
        domNodes: document.getElementsByTagName('*').length,
        heapMiB: memory ? Math.round((memory.usedJSHeapSize / 1048576) * 10) / 10 : null,
      };
    },
  };
}
