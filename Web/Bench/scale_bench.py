#!/usr/bin/env python3
"""The web package's cost with the size of the page (Web/Bench/scale.html): for 0, 100, 1,000
and 10,000 rows, a chat list with a <sticky-badge> per row against the same list with a plain
<span> of the same text (the control, in the same run), in headless Chromium:

- time to first paint: from appending the list to the frame that shows it, per row. The
  badges and the control are measured in PAIRS fresh pages one after the other (the order
  alternating), so that both sides of a pair see the machine in the same state; the table
  gives each side's median and the median of the pairs' ratios with their range (one page's
  figure swings 2x with whatever else the machine does);
- DOM nodes (elements and text, shadow trees included) per row, badge against span;
- the core's arrival (loadStickyBadge with the rows present): its longest task (Long Tasks
  API; none over 50 ms is none reported) and how many tasks were long;
- after the core (garbage collected): JavaScript heap per row, badge minus control, and the
  wasm module's allocated bytes.

Usage: scale_bench.py SITE_DIR   (SITE_DIR: scale.html with the package in node_modules)
Not a pass/fail check: the figures depend on the machine.
"""
import os
import statistics
import sys

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_web import serve  # noqa: E402  (the same isolated server as the core benchmark)

ROWS = (0, 100, 1000, 10000)
PAIRS = 9


def open_page(browser, url):
    context = browser.new_context(viewport={"width": 800, "height": 600})
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("typeof window.addRows === 'function'")
    return context, page


def first_paint(browser, url, kind, rows):
    """Milliseconds from appending `rows` rows of `kind` to the frame that shows them, and the page's nodes."""
    context, page = open_page(browser, url)
    milliseconds = page.evaluate("([kind, rows]) => window.addRows(kind, rows)", [kind, rows])
    nodes = page.evaluate("window.countNodes()")
    context.close()
    return milliseconds, nodes


def after_core(browser, url, kind, rows):
    """The core's arrival with `rows` rows of `kind` present, and the heap after it."""
    context, page = open_page(browser, url)
    page.evaluate("([kind, rows]) => window.addRows(kind, rows)", [kind, rows])
    core = page.evaluate("window.loadCore()")
    session = context.new_cdp_session(page)
    session.send("HeapProfiler.collectGarbage")
    heap = session.send("Runtime.getHeapUsage")["usedSize"]
    context.close()
    return {"heap": heap, **core}


def measure(browser, url, rows):
    """Every figure of the table's row for `rows`."""
    paints = {"span": [], "badge": []}
    nodes = {}
    for pair in range(PAIRS):
        for kind in (("span", "badge") if pair % 2 == 0 else ("badge", "span")):
            milliseconds, nodes[kind] = first_paint(browser, url, kind, rows)
            paints[kind].append(milliseconds)
    ratios = sorted(badge / span for badge, span in zip(paints["badge"], paints["span"]))
    return {"paint": {kind: statistics.median(times) for kind, times in paints.items()},
            "ratio": (statistics.median(ratios), ratios[0], ratios[-1]), "nodes": nodes,
            "core": {kind: after_core(browser, url, kind, rows) for kind in ("span", "badge")}}


def main():
    site = sys.argv[1]
    server = serve(site)
    url = f"http://127.0.0.1:{server.server_address[1]}/scale.html"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        figures = {rows: measure(browser, url, rows) for rows in ROWS}
        browser.close()
    server.shutdown()
    print(f"| rows | first paint, badges (ms) | plain spans (ms) | per row, ratio: median of {PAIRS} "
          "pairs (range) | DOM nodes per row (badge / span) | core arrival: longest task (ms), "
          "long tasks | JS heap per badge after the core (bytes) | wasm heap (bytes) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for rows, figure in figures.items():
        paint, nodes, core = figure["paint"], figure["nodes"], figure["core"]
        median, low, high = figure["ratio"]
        ratio = f"{median:.1f}x ({low:.1f}-{high:.1f})" if rows else "-"
        per_row = (f"{nodes['badge'] / rows:.1f} / {nodes['span'] / rows:.1f}" if rows else
                   f"{nodes['badge']} / {nodes['span']} (page)")
        heap = f"{(core['badge']['heap'] - core['span']['heap']) / rows:.0f}" if rows else "-"
        print(f"| {rows:,} | {paint['badge']:.1f} | {paint['span']:.1f} | {ratio} | {per_row} | "
              f"{core['badge']['longestTask']:.0f}, {core['badge']['tasks']} | {heap} | "
              f"{core['badge']['wasmHeap']:,} |")


if __name__ == "__main__":
    main()
