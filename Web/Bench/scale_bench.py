#!/usr/bin/env python3
"""The web package's cost with the size of the page (Web/Bench/scale.html): for 0, 100, 1,000
and 10,000 rows, a chat list with a <sticky-badge> per row against the same list with a plain
<span> of the same text (the control, in the same run), in headless Chromium:

- time to first paint: from appending the list to the frame that shows it, per row, and the
  badges' ratio to the control's (each the best of TRIALS fresh pages, the control too: one
  page's figure swings with whatever else the machine does);
- DOM nodes (elements and text, shadow trees included) per row, badge against span;
- the core's arrival (loadStickyBadge with the rows present): its longest task (Long Tasks
  API; none over 50 ms is none reported) and how many tasks were long;
- after the core (garbage collected): JavaScript heap per row, badge minus control, and the
  wasm module's allocated bytes.

Usage: scale_bench.py SITE_DIR   (SITE_DIR: scale.html with the package in node_modules)
Not a pass/fail check: the figures depend on the machine.
"""
import os
import sys

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_web import serve  # noqa: E402  (the same isolated server as the core benchmark)

ROWS = (0, 100, 1000, 10000)
TRIALS = 5


def measure(browser, url, kind, rows):
    context = browser.new_context(viewport={"width": 800, "height": 600})
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("typeof window.addRows === 'function'")
    milliseconds = page.evaluate("([kind, rows]) => window.addRows(kind, rows)", [kind, rows])
    nodes = page.evaluate("window.countNodes()")
    core = page.evaluate("window.loadCore()")
    session = context.new_cdp_session(page)
    session.send("HeapProfiler.collectGarbage")
    heap = session.send("Runtime.getHeapUsage")["usedSize"]
    context.close()
    return {"paint": milliseconds, "nodes": nodes, "heap": heap, **core}


def main():
    site = sys.argv[1]
    server = serve(site)
    url = f"http://127.0.0.1:{server.server_address[1]}/scale.html"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        figures = {(kind, rows): min((measure(browser, url, kind, rows) for _ in range(TRIALS)),
                                     key=lambda figure: figure["paint"])
                   for rows in ROWS for kind in ("span", "badge")}
        browser.close()
    server.shutdown()
    print("| rows | first paint, badges (ms) | plain spans (ms) | per row, ratio | DOM nodes per row "
          "(badge / span) | core arrival: longest task (ms), long tasks | JS heap per badge after "
          "the core (bytes) | wasm heap (bytes) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for rows in ROWS:
        badge, span = figures[("badge", rows)], figures[("span", rows)]
        ratio = f"{badge['paint'] / span['paint']:.1f}x" if rows else "-"
        nodes = (f"{badge['nodes'] / rows:.1f} / {span['nodes'] / rows:.1f}" if rows else
                 f"{badge['nodes']} / {span['nodes']} (page)")
        heap = f"{(badge['heap'] - span['heap']) / rows:.0f}" if rows else "-"
        print(f"| {rows:,} | {badge['paint']:.1f} | {span['paint']:.1f} | {ratio} | {nodes} | "
              f"{badge['longestTask']:.0f}, {badge['tasks']} | {heap} | {badge['wasmHeap']:,} |")


if __name__ == "__main__":
    main()
