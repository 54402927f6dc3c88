#!/usr/bin/env python3
"""The main thread's CPU time for a page of rows (Web/Bench/scale.html), badges against plain
spans of the same text, in headless Chromium: what the browser and the package do for them,
without the time the page waits for a frame or for other processes of the machine.

- appending ROWS rows in one go and the frame that shows them;
- then scrolling the list by 150 px a frame for 60 frames (each frame brings new rows near
  the viewport).

Each figure is the sum of the renderer's main-thread task durations in a trace (thread time,
so other processes' load drops out), the best of ROUNDS pages per kind, the kinds alternating.

Usage: rows_trace.py SITE_DIR [ROWS]   (SITE_DIR: scale.html with the package in node_modules;
ROWS 2,000 by default). Not a pass/fail check: the figures depend on the machine.
"""
import json
import os
import sys

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_web import serve  # noqa: E402  (the same isolated server as the core benchmark)
from scale_bench import open_page  # noqa: E402  (the same page, viewport and wait as first paint's)

ROUNDS = 7
SCROLL = """() => new Promise((resolve) => {
  let frames = 0;
  const step = () => {
    window.scrollBy(0, 150);
    if (++frames < 60) requestAnimationFrame(step); else setTimeout(resolve, 100);
  };
  requestAnimationFrame(step);
})"""


def main_thread_milliseconds(trace):
    """The renderer main thread's task time (ms) in a trace's events."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    main = {(event["pid"], event["tid"]) for event in events
            if event.get("name") == "thread_name" and event["args"].get("name") == "CrRendererMain"}
    return sum(event.get("tdur", 0) for event in events
               if event.get("ph") == "X" and event.get("name") == "ThreadControllerImpl::RunTask"
               and (event["pid"], event["tid"]) in main) / 1000


def traced(browser, page, script, argument=None):
    """Runs `script` on `page` under a trace; its main-thread milliseconds."""
    browser.start_tracing(page=page, categories=["toplevel"])
    page.evaluate(script, argument)
    return main_thread_milliseconds(json.loads(browser.stop_tracing()))


def one_page(browser, url, kind, rows):
    """The main-thread milliseconds of appending `rows` rows of `kind`, then of scrolling them."""
    context, page = open_page(browser, url)
    page.wait_for_timeout(200)
    append = traced(browser, page, "([kind, rows]) => window.addRows(kind, rows)", [kind, rows])
    page.wait_for_timeout(300)
    scroll = traced(browser, page, SCROLL)
    context.close()
    return append, scroll


def main():
    site = sys.argv[1]
    rows = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    server = serve(site)
    url = f"http://127.0.0.1:{server.server_address[1]}/scale.html"
    figures = {"span": [], "badge": []}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        for round_index in range(ROUNDS):
            for kind in (("span", "badge") if round_index % 2 == 0 else ("badge", "span")):
                figures[kind].append(one_page(browser, url, kind, rows))
        browser.close()
    server.shutdown()
    best = {kind: (min(a for a, _ in runs), min(s for _, s in runs)) for kind, runs in figures.items()}
    print(f"| main thread, best of {ROUNDS} pages | badges (ms) | plain spans (ms) | ratio |")
    print("| --- | --- | --- | --- |")
    for index, what in enumerate((f"appending {rows:,} rows and their first frame",
                                  "then 60 frames of scrolling 150 px")):
        badge, span = best["badge"][index], best["span"][index]
        print(f"| {what} | {badge:.1f} | {span:.1f} | {badge / span:.2f}x |")


if __name__ == "__main__":
    main()
