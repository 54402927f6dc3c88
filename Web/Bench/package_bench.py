#!/usr/bin/env python3
"""The web package's browser benchmark: a 60-step mouse drag on one badge of the example
page (the package installed from its tarball), in headless Chromium.

Usage: package_bench.py SITE_DIR [--json OUT] [--profile]

Reports, per frame (median over the frames of each phase):
- script time while dragging: the package's animation-frame callbacks plus its pointer
  event handlers, timed inside the page (cross-origin isolated: 5 µs timers). The drag
  moves the mouse about every 20 ms, so some frames get no input and cost nothing; the
  median over the frames that ran script, and the mean over all, are printed beside it;
- script time while holding the pointer still on the stretched badge, and idle after the
  badge is home (no animation frame should be requested at all);
- JavaScript heap allocated during the drag, from the sampling heap profiler (CDP
  HeapProfiler.startSampling, 256-byte interval).
Not a pass/fail check: the figures depend on the machine.

--profile also runs DevTools' CPU profiler (CDP Profiler, 20 µs sampling) through the drag
and prints where the script time went (self time by function, the Canvas calls included)
and DevTools' own script time (Performance.getMetrics ScriptDuration) per drag frame. The
profiler slows the page, so the timings of that run read high.
"""
import argparse
import json
import os
import statistics
import sys

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_web import serve  # noqa: E402  (the same isolated server as the core benchmark)

# Times the package's frame callbacks and pointer handlers, frame by frame.
TIMER = """
(() => {
  const frames = [];     // script milliseconds per browser frame
  const pointerShares = [];  // of which in pointer event handlers
  let current = 0;
  let pointer = 0;
  let rafCalls = 0;
  window.benchFrames = frames;
  window.benchPointer = pointerShares;
  window.benchRafCalls = () => rafCalls;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {
    rafCalls += 1;
    return request((time) => {
      const start = performance.now();
      callback(time);
      current += performance.now() - start;
    });
  };
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (!type.startsWith("pointer") || typeof listener !== "function") {
      return add.call(this, type, listener, options);
    }
    const timed = function (event) {
      const start = performance.now();
      const result = listener.call(this, event);
      const spent = performance.now() - start;
      current += spent;
      pointer += spent;
      return result;
    };
    return add.call(this, type, timed, options);
  };
  // The harness's own frame clock (not counted): closes each frame's total.
  const tick = () => {
    frames.push(current);
    pointerShares.push(pointer);
    current = 0;
    pointer = 0;
    request(tick);
  };
  request(tick);
})();
"""


def script_duration(cdp):
    """DevTools' total script time of the page so far, in seconds."""
    metrics = cdp.send("Performance.getMetrics")["metrics"]
    return next(metric["value"] for metric in metrics if metric["name"] == "ScriptDuration")


def cpu_self_times(profile):
    """[(function and place, self microseconds)], most first, from a CDP CPU profile."""
    nodes = {node["id"]: node for node in profile["nodes"]}
    spent = {}
    for sample, delta in zip(profile["samples"][1:], profile["timeDeltas"][1:]):
        frame = nodes[sample]["callFrame"]
        name = frame["functionName"] or "(anonymous)"
        if name in ("(idle)", "(program)"):
            continue
        key = f"{name} {os.path.basename(frame['url'])}:{frame['lineNumber'] + 1}"
        spent[key] = spent.get(key, 0) + delta
    return sorted(spent.items(), key=lambda item: -item[1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("--json")
    parser.add_argument("--profile", action="store_true")
    arguments = parser.parse_args()
    server = serve(arguments.site)
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        page = browser.new_page()
        page.add_init_script(TIMER)
        page.goto(url)
        page.wait_for_function("window.stickyReady === true")
        if not page.evaluate("crossOriginIsolated"):
            sys.exit("bench-web-package: the page is not cross-origin isolated")
        box = page.locator("#bob").bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        cdp = page.context.new_cdp_session(page)
        cdp.send("HeapProfiler.enable")
        page.wait_for_timeout(300)

        def mark():
            return page.evaluate("window.benchFrames.length")

        # Warm-up: one short drag of another badge (creates the overlay canvas, compiles).
        warm = page.locator("#alice").bounding_box()
        page.mouse.move(warm["x"] + warm["width"] / 2, warm["y"] + warm["height"] / 2)
        page.mouse.down()
        page.mouse.move(warm["x"] - 10, warm["y"] + 5, steps=5)
        page.mouse.up()
        page.wait_for_timeout(2000)
        page.mouse.move(x, y)
        cdp.send("HeapProfiler.startSampling", {"samplingInterval": 256})
        if arguments.profile:
            cdp.send("Profiler.enable")
            cdp.send("Profiler.setSamplingInterval", {"interval": 20})
            cdp.send("Performance.enable")
            script_before = script_duration(cdp)
            cdp.send("Profiler.start")
        start = mark()
        page.mouse.down()
        for step in range(1, 61):  # 60 steps: out to the left and back, crossing the snap
            offset = -140 * (step / 30 if step <= 30 else (60 - step) / 30)
            page.mouse.move(x + offset, y + offset / 4)
            page.wait_for_timeout(16)
        drag_end = mark()
        profile = cdp.send("HeapProfiler.stopSampling")["profile"]
        if arguments.profile:
            cpu_profile = cdp.send("Profiler.stop")["profile"]
            script_spent = script_duration(cdp) - script_before
        page.wait_for_timeout(500)  # pointer held still on the badge
        hold_start = mark()
        page.wait_for_timeout(1000)
        hold_end = mark()
        page.mouse.up()
        page.wait_for_timeout(2500)  # the spring settles
        rafs_before = page.evaluate("window.benchRafCalls()")
        idle_start = mark()
        page.wait_for_timeout(1000)
        idle_end = mark()
        rafs_idle = page.evaluate("window.benchRafCalls()") - rafs_before
        frames = page.evaluate("window.benchFrames")
        pointer_frames = page.evaluate("window.benchPointer")
        browser.close()
    server.shutdown()

    def total(node):
        return node["selfSize"] + sum(total(child) for child in node["children"])

    def by_function(node, inside, table):
        """Bytes by allocating function, for frames under the package's own code."""
        frame = node["callFrame"]
        inside = inside or "stickybadge/src" in frame["url"]
        if inside and node["selfSize"]:
            key = f"{frame['functionName'] or '(anonymous)'} {os.path.basename(frame['url'])}:{frame['lineNumber'] + 1}"
            table[key] = table.get(key, 0) + node["selfSize"]
        for child in node["children"]:
            by_function(child, inside, table)
        return table

    package_table = by_function(profile["head"], False, {})

    drag = frames[start:drag_end]
    hold = frames[hold_start:hold_end]
    idle = frames[idle_start:idle_end]
    busy = [spent for spent in drag if spent > 0]
    result = {
        "dragFrames": len(drag), "dragMedianMs": statistics.median(drag),
        "dragMeanMs": statistics.mean(drag),
        "dragBusyFrames": len(busy), "dragBusyMedianMs": statistics.median(busy) if busy else 0,
        "dragPointerMedianMs": statistics.median(pointer_frames[start:drag_end]),
        "holdFrames": len(hold), "holdMedianMs": statistics.median(hold),
        "idleFrames": len(idle), "idleMedianMs": statistics.median(idle),
        "idleAnimationFrameRequests": rafs_idle,
        "dragHeapBytes": total(profile["head"]),
        "dragHeapBytesInPackage": sum(package_table.values()),
    }
    print("| Phase (60-step mouse drag on one badge) | frames | script time per frame, median |")
    print("| --- | --- | --- |")
    print(f"| dragging | {result['dragFrames']} | {result['dragMedianMs']:.3f} ms"
          f" (pointer handlers {result['dragPointerMedianMs']:.3f} ms) |")
    print(f"| dragging, frames with script only | {result['dragBusyFrames']} |"
          f" {result['dragBusyMedianMs']:.3f} ms (mean over every drag frame"
          f" {result['dragMeanMs']:.3f} ms) |")
    print(f"| pointer held still | {result['holdFrames']} | {result['holdMedianMs']:.3f} ms |")
    print(f"| idle (badge home) | {result['idleFrames']} | {result['idleMedianMs']:.3f} ms"
          f" ({rafs_idle} animation frames requested) |")
    print(f"JavaScript heap allocated during the drag (sampling profiler): "
          f"{result['dragHeapBytes'] / 1024:.1f} KB")
    print(f"  of which under the package's own functions: "
          f"{result['dragHeapBytesInPackage'] / 1024:.1f} KB")
    for key, size in sorted(package_table.items(), key=lambda item: -item[1])[:8]:
        print(f"    {size / 1024:7.1f} KB  {key}")
    if arguments.profile:
        print(f"DevTools script time (ScriptDuration) per drag frame: "
              f"{script_spent * 1000 / max(1, len(drag)):.3f} ms")
        print("Self time during the drag by function (CPU profiler; idle and (program) left out):")
        for key, spent in cpu_self_times(cpu_profile)[:16]:
            print(f"    {spent / 1000:7.2f} ms  {key}")
    if arguments.json:
        with open(arguments.json, "w", encoding="utf-8") as output:
            json.dump(result, output, indent=2)


if __name__ == "__main__":
    main()
