#!/usr/bin/env python3
"""The Canvas floor of a moved frame: package_bench.py's drag on a page that makes only the
Canvas calls of the package's moved frame (Web/Bench/canvas-floor.html: clear the box drawn
before, a 12-element outline, its fill, the label's drawImage), timed the same way.

Usage: canvas_floor.py [--drags N]

What this prints is what those calls cost on the machine it runs on, with no core and
no package around them: the part of package_bench.py's moved-frame figure that no change to
the package's own code or to the core can remove (Blink's and V8's first-use costs in a
frame after the browser slept). Printed for four variants: the handler alone, drawing nothing
(what running any pointer handler costs under the benchmark's timer); the Canvas calls
without the label; with it; and the drawing in a worker (the page's thread only posts each
move to a worker that draws on the overlay handed over with transferControlToOffscreen),
what drawing off the page's thread would leave there. Not a pass/fail check.
"""
import argparse
import os
import statistics
import sys

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_web import serve  # noqa: E402
from package_bench import badge_center, move_along_drag, moved_frame_values, open_timed_page  # noqa: E402


def moved_frame_median(browser, url, drags):
    """The median script time (ms) of the frames with a pointer move, the first drag left out,
    how many such frames there were, and the median pickup (package_bench.py's TIMER)."""
    page = open_timed_page(browser, url)
    x, y = badge_center(page, "#bob")
    page.wait_for_timeout(300)
    spans = []  # (first frame, end frame) of each drag
    for _ in range(drags):
        page.mouse.move(x, y)
        start = page.evaluate("window.benchFrames.length")
        page.mouse.down()
        move_along_drag(page, x, y)
        spans.append((start, page.evaluate("window.benchFrames.length")))
        page.mouse.up()
        page.wait_for_timeout(500)
    frames = page.evaluate("window.benchFrames")
    move_counts = page.evaluate("window.benchMoves")
    pickups = page.evaluate("window.benchPickups")
    page.close()
    # As in package_bench.py, the first drag warms up and is left out.
    moved = moved_frame_values(spans[1:], frames, move_counts)
    return statistics.median(moved), len(moved), statistics.median(down + frame for down, frame in pickups[1:] or pickups)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--drags", type=int, default=4)
    arguments = parser.parse_args()
    server = serve(os.path.dirname(os.path.abspath(__file__)))
    base = f"http://127.0.0.1:{server.server_address[1]}/canvas-floor.html"
    variants = [
        ("the handler alone, drawing nothing (the timing's own floor)", "?draw=0"),
        ("the Canvas calls without the label's drawImage", "?label=0"),
        ("the Canvas calls, the label included (the floor under the package)", ""),
        ("the same calls in a worker: the page's thread posts each move", "?worker=1"),
    ]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        medians = [(name, moved_frame_median(browser, base + query, arguments.drags))
                   for name, query in variants]
        browser.close()
    server.shutdown()
    print("| The same drag on canvas-floor.html: a moved frame's page-thread script | moved frames"
          " | median | pickup median |")
    print("| --- | --- | --- | --- |")
    for name, (median, count, pickup) in medians:
        print(f"| {name} | {count} | {median:.3f} ms | {pickup:.3f} ms |")


if __name__ == "__main__":
    main()
