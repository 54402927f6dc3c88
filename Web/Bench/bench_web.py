#!/usr/bin/env python3
"""The browser benchmark: the core's step in wasm against native, in one run.

Usage: bench_web.py NATIVE_JSON BENCH_WASM PLAYGROUND_HTML [--json OUT]

NATIVE_JSON is the output of `stickybadge-bench --no-callgrind`, produced just before by
scripts/bench-web.sh. For every workload it timed natively, the same workload (compiled
from the same Sources/StickyBadgeBenchmark/Workloads.swift into BENCH_WASM) is timed in
headless Chromium with the same units per trial and number of trials, and the best
nanoseconds per unit are compared. Then the playground (PLAYGROUND_HTML) is dragged for
three seconds and its per-frame script time is reported. Pages are served from
127.0.0.1 with cross-origin isolation headers, so performance.now() is fine-grained.
Prints a Markdown table and, with --json, writes every figure to OUT.
"""
import argparse
import functools
import http.server
import json
import math
import os
import shutil
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))


class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        # Cross-origin isolation: performance.now() at 5 µs instead of 100 µs resolution.
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def guess_type(self, path):
        return "application/wasm" if str(path).endswith(".wasm") else super().guess_type(path)

    def log_message(self, *args):
        pass


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A page closed while a file was on its way (a benchmark's page closed before the
        # core it loads when idle arrived) is not an error of the benchmark's.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(directory):
    server = Server(("127.0.0.1", 0), functools.partial(Handler, directory=directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def time_workloads(browser, url, native):
    """Times each native workload in wasm; returns {name: wasm timing or None}."""
    page = browser.new_page()
    page.goto(url)
    page.evaluate("window.stickyBadgeBench.ready")
    if not page.evaluate("window.stickyBadgeBench.crossOriginIsolated()"):
        sys.exit("bench-web: the page is not cross-origin isolated; timings would be coarse")
    results = {}
    for name, timing in native.items():
        results[name] = page.evaluate(
            "([name, units, trials]) => window.stickyBadgeBench.time(name, units, trials)",
            [name, timing["unitsPerTrial"], timing["trials"]])
        figure = results[name]
        shown = f"{figure['bestNanoseconds']:.0f} ns" if figure else "not in the wasm build"
        print(f"bench-web: {name}: {shown}", file=sys.stderr, flush=True)
    page.close()
    return results


def playground_frames(browser, url, seconds=3.0):
    """Drags the "99+" badge in a figure of eight; returns the page's frame figures."""
    context = browser.new_context(viewport={"width": 1200, "height": 800}, device_scale_factor=1)
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("window.stickyBadge !== undefined")
    page.evaluate("window.stickyBadge.ready")
    page.wait_for_function("window.stickyBadge.state().badges.length === 7")
    home = next(b for b in page.evaluate("window.stickyBadge.state()")["badges"] if b["id"] == "news")["home"]
    session = context.new_cdp_session(page)
    session.send("Performance.enable")
    page.mouse.move(*home)
    page.mouse.down()
    page.evaluate("window.stickyBadge.resetFrameStats()")
    before = {m["name"]: m["value"] for m in session.send("Performance.getMetrics")["metrics"]}
    started = time.monotonic()
    index = 0
    # The browser tests' drag: crosses the snap and re-attach circles again and again.
    while time.monotonic() - started < seconds:
        t = index * 0.016
        page.mouse.move(home[0] + 110 * math.sin(2 * math.pi * t / 1.5),
                        home[1] + 70 * math.sin(4 * math.pi * t / 1.5))
        page.wait_for_timeout(8)
        index += 1
    figures = page.evaluate("window.stickyBadge.frameStats()")
    after = {m["name"]: m["value"] for m in session.send("Performance.getMetrics")["metrics"]}
    page.mouse.up()
    context.close()
    frames = max(1, figures["frames"])
    figures["scriptMillisecondsPerFrame"] = (after["ScriptDuration"] - before["ScriptDuration"]) * 1000 / frames
    figures["taskMillisecondsPerFrame"] = (after["TaskDuration"] - before["TaskDuration"]) * 1000 / frames
    figures["seconds"] = seconds
    return figures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("native_json")
    parser.add_argument("bench_wasm")
    parser.add_argument("playground")
    parser.add_argument("--json")
    arguments = parser.parse_args()
    with open(arguments.native_json, encoding="utf-8") as f:
        native_report = json.load(f)
    native = {}
    for name, timing in native_report["timings"].items():
        best = next(value for key, value in timing.items() if key.endswith("Best"))
        native[name] = {"bestNanoseconds": best, "unitsPerTrial": timing["unitsPerTrial"],
                        "trials": timing["trials"]}

    folder = tempfile.mkdtemp(prefix="stickybadge-bench-web-")
    try:
        shutil.copy(os.path.join(HERE, "bench.html"), folder)
        shutil.copy(arguments.bench_wasm, os.path.join(folder, "stickybadge-bench.wasm"))
        shutil.copy(arguments.playground, os.path.join(folder, "playground.html"))
        server = serve(folder)
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
            version = browser.version
            wasm = time_workloads(browser, base + "bench.html", native)
            frames = playground_frames(browser, base + "playground.html")
            browser.close()
        server.shutdown()
    finally:
        shutil.rmtree(folder, ignore_errors=True)

    print(f"Chromium {version} (headless, cross-origin isolated); native: stickybadge-bench, same run.")
    print()
    print("| Workload | units per trial | native ns (best of 7, CPU) | wasm ns (best of 7, wall) | wasm / native |")
    print("| --- | --- | --- | --- | --- |")
    rows = []
    for name, timing in native.items():
        figure = wasm.get(name)
        wasm_ns = figure["bestNanoseconds"] if figure else None
        ratio = wasm_ns / timing["bestNanoseconds"] if wasm_ns and timing["bestNanoseconds"] else None
        rows.append({"workload": name, "unitsPerTrial": timing["unitsPerTrial"],
                     "nativeNanoseconds": timing["bestNanoseconds"], "wasmNanoseconds": wasm_ns,
                     "wasmMedianNanoseconds": figure["medianNanoseconds"] if figure else None,
                     "ratio": ratio})
        print(f"| {name} | {timing['unitsPerTrial']:,} | {timing['bestNanoseconds']:,.0f} | "
              + (f"{wasm_ns:,.0f} | {ratio:.2f}x |" if figure else "not in the wasm build | |"))
    print()
    print(f"Playground, {frames['frames']} frames of a {frames['seconds']:.0f} s drag of the \"99+\" badge "
          f"(core step + canvas draw, the moving badges): median {frames['medianMilliseconds']:.3f} ms, "
          f"p99 {frames['p99Milliseconds']:.3f} ms, max {frames['maxMilliseconds']:.3f} ms per frame; "
          f"all page script {frames['scriptMillisecondsPerFrame']:.3f} ms per frame "
          f"(DevTools ScriptDuration), main-thread tasks {frames['taskMillisecondsPerFrame']:.3f} ms per frame.")
    if arguments.json:
        with open(arguments.json, "w", encoding="utf-8") as f:
            json.dump({"browser": f"Chromium {version}", "workloads": rows, "playground": frames}, f, indent=2)
            f.write("\n")


if __name__ == "__main__":
    main()
