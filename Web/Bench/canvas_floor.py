#!/usr/bin/env python3
"""The Canvas floor of a moved frame: package_bench.py's drag on a page that makes only the
Canvas calls of the package's moved frame (Web/Bench/canvas-floor.html: clear the box drawn
before, a 12-element outline, its fill, the label's drawImage), timed the same way.

Usage: canvas_floor.py [--drags N]

What this prints is what those calls cost on this machine at this moment, with no core and
no package around them: the part of package_bench.py's moved-frame figure that no change to
the package's own code or to the core can remove (Blink's and V8's first-use costs in a
frame after the browser slept). Printed with and without the label. Not a pass/fail check.
"""
import argparse
import os
import statistics
import sys

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_web import serve  # noqa: E402
from package_bench import badge_center, drag_path, open_timed_page  # noqa: E402


def moved_frame_median(browser, url, drags):
    """The median script time (ms) of the frames with a pointer move, the first drag left out."""
    page = open_timed_page(browser, url)
    x, y = badge_center(page, "#bob")
    page.wait_for_timeout(300)
    moved = []
    for drag_index in range(drags):
        page.mouse.move(x, y)
        start = page.evaluate("window.benchFrames.length")
        page.mouse.down()
        for pointer_x, pointer_y in drag_path(x, y):
            page.mouse.move(pointer_x, pointer_y)
            page.wait_for_timeout(16)
        end = page.evaluate("window.benchFrames.length")
        page.mouse.up()
        page.wait_for_timeout(500)
        if drag_index == 0:
            continue  # as in package_bench.py: the first drag warms up
        frames = page.evaluate("window.benchFrames")[start:end]
        moves = page.evaluate("window.benchMoves")[start:end]
        moved += [spent for spent, count in zip(frames, moves) if count > 0]
    page.close()
    return statistics.median(moved), len(moved)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--drags", type=int, default=4)
    arguments = parser.parse_args()
    server = serve(os.path.dirname(os.path.abspath(__file__)))
    base = f"http://127.0.0.1:{server.server_address[1]}/canvas-floor.html"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        with_label = moved_frame_median(browser, base, arguments.drags)
        without_label = moved_frame_median(browser, base + "?label=0", arguments.drags)
        browser.close()
    server.shutdown()
    print(f"Canvas floor (the moved frame's Canvas calls alone, no core, no package;"
          f" {with_label[1]} moved frames): median {with_label[0]:.3f} ms,"
          f" {without_label[0]:.3f} ms without the label's drawImage.")


if __name__ == "__main__":
    main()
