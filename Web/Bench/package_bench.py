#!/usr/bin/env python3
"""The web package's browser benchmark: a 60-step mouse drag on one badge of the example
page (the package installed from its tarball), in headless Chromium, done DRAGS times.

Usage: package_bench.py SITE_DIR [--json OUT] [--profile] [--breakdown] [--drags N]

The first drag runs under the sampling heap profiler (and, with --profile, the CPU
profiler), which slow the page: the heap figure comes from it, the timings from the other
drags (its own moved-frame median is printed apart).

Reports, per frame (median, and mean, over the frames of each phase), and per pickup (the
pointerdown's handlers and the animation-frame callbacks of the frame after it: the first
drawing of the drag), the core already loaded:
- script time while dragging: the package's animation-frame callbacks plus its pointer
  event handlers, timed inside the page (cross-origin isolated: 5 µs timers), over the
  frames that carried a pointer move (the figure that counts: a drag moves the pointer
  every frame) and over every frame of the drags (the benchmark moves the mouse about
  every 20 ms, so some frames get no move and cost nothing);
- script time while holding the pointer still on the stretched badge, and idle after the
  badge is home (no animation frame should be requested at all);
- JavaScript heap allocated during the first drag, from the sampling heap profiler (CDP
  HeapProfiler.startSampling, 256-byte interval).
Not a pass/fail check: the figures depend on the machine.

--profile also runs DevTools' CPU profiler (CDP Profiler, 20 µs sampling) through the drag
and prints where the script time went (self time by function, the Canvas calls included)
and DevTools' own script time (Performance.getMetrics ScriptDuration) per drag frame. The
profiler slows the page, so the timings of that run read high.

--breakdown also splits each moved frame (medians and means over the timed drags): the
calls into the wasm module, and Canvas's clearRect, fill, drawImage and fillText, each timed
by a wrapper around it (on CanvasRenderingContext2D.prototype and on the module's exports);
the rest is the package's JavaScript with the path calls, plus the wrappers' own cost. The
wrappers slow every call they time (and allocate), so that run's totals and heap read high.
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
  const moveCounts = [];  // pointermove events handled per frame
  let current = 0;
  let pointer = 0;
  let moves = 0;
  let lastMove = null;
  let rafCalls = 0;
  // The pickup: a pointerdown's handlers plus the animation-frame callbacks of the frame
  // that follows it (the first drawing), one figure a pointerdown.
  const pickups = [];
  let pickup = null;
  window.benchPickups = pickups;
  window.benchFrames = frames;
  window.benchPointer = pointerShares;
  window.benchMoves = moveCounts;
  window.benchRafCalls = () => rafCalls;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {
    rafCalls += 1;
    return request((time) => {
      const start = performance.now();
      callback(time);
      const spent = performance.now() - start;
      current += spent;
      if (pickup !== null) pickup.frame += spent;
    });
  };
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  // One timed wrapper per listener, so that removing the listener removes its wrapper.
  const wrappers = new WeakMap();
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    return remove.call(this, type, (listener && wrappers.get(listener)) || listener, options);
  };
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (!type.startsWith("pointer") || typeof listener !== "function") {
      return add.call(this, type, listener, options);
    }
    if (wrappers.has(listener)) return add.call(this, type, wrappers.get(listener), options);
    const timed = function (event) {
      if (event.type === "pointermove" && event !== lastMove) {
        lastMove = event;
        moves += 1;
      }
      const start = performance.now();
      const result = listener.call(this, event);
      const spent = performance.now() - start;
      current += spent;
      pointer += spent;
      if (event.type === "pointerdown") {
        if (pickup === null) pickup = { down: 0, frame: 0, frames: 0 };
        pickup.down += spent;
      }
      return result;
    };
    wrappers.set(listener, timed);
    return add.call(this, type, timed, options);
  };
  // The harness's own frame clock (not counted): closes each frame's total.
  const tick = () => {
    if (window.benchCloseParts) window.benchCloseParts();
    // The harness's tick runs first in a frame: the pickup closes one frame after its
    // pointerdown, once that frame's callbacks have run.
    if (pickup !== null && (pickup.frames += 1) === 2) {
      pickups.push([pickup.down, pickup.frame]);
      pickup = null;
    }
    frames.push(current);
    pointerShares.push(pointer);
    moveCounts.push(moves);
    current = 0;
    pointer = 0;
    moves = 0;
    request(tick);
  };
  request(tick);
})();
"""


# --breakdown: times the calls into the module and the Canvas calls that draw, per frame.
BREAKDOWN = """
(() => {
  const spent = { wasm: 0, clearRect: 0, fill: 0, drawImage: 0, fillText: 0 };
  const parts = {};
  for (const name of Object.keys(spent)) parts[name] = [];
  window.benchParts = parts;
  window.benchCloseParts = () => {
    for (const name of Object.keys(spent)) {
      parts[name].push(spent[name]);
      spent[name] = 0;
    }
  };
  const timed = (part, original) => function (...values) {
    const start = performance.now();
    const result = original.apply(this, values);
    spent[part] += performance.now() - start;
    return result;
  };
  const canvas = CanvasRenderingContext2D.prototype;
  for (const name of ["clearRect", "fill", "drawImage", "fillText"]) {
    canvas[name] = timed(name, canvas[name]);
  }
  const wrap = (instance) => {
    const exports = {};
    for (const [name, value] of Object.entries(instance.exports)) {
      exports[name] = typeof value === "function" ? timed("wasm", value) : value;
    }
    return { exports };
  };
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = async (...values) => {
    const result = await instantiate.apply(WebAssembly, values);
    return result instanceof WebAssembly.Instance
      ? wrap(result) : { module: result.module, instance: wrap(result.instance) };
  };
  const streaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (...values) => {
    const result = await streaming.apply(WebAssembly, values);
    return { module: result.module, instance: wrap(result.instance) };
  };
})();
"""


def open_timed_page(browser, url, more_scripts=()):
    """A new page at `url` with TIMER (and `more_scripts`) installed, once it says it is
    ready (`window.stickyReady`); exits unless it is cross-origin isolated."""
    page = browser.new_page()
    page.add_init_script(TIMER)
    for script in more_scripts:
        page.add_init_script(script)
    page.goto(url)
    page.wait_for_function("window.stickyReady === true")
    if not page.evaluate("crossOriginIsolated"):
        sys.exit(f"bench: {url} is not cross-origin isolated; timings would be coarse")
    return page


def badge_center(page, selector):
    """The viewport centre of the element at `selector`."""
    box = page.locator(selector).bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def move_along_drag(page, x, y):
    """Moves the (pressed) mouse along the drag's 60 positions from (x, y), a step about
    every frame: out to the left and back, crossing the snap distance (the same for the
    package and for canvas_floor.py)."""
    for step in range(1, 61):
        offset = -140 * (step / 30 if step <= 30 else (60 - step) / 30)
        page.mouse.move(x + offset, y + offset / 4)
        page.wait_for_timeout(16)


def moved_frame_values(spans, values, move_counts):
    """The entries of `values` (one a frame) for the frames with a pointer move, over the
    frame spans [(start, end)]."""
    return [value for start, end in spans
            for value, count in zip(values[start:end], move_counts[start:end]) if count > 0]


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
    parser.add_argument("--breakdown", action="store_true")
    parser.add_argument("--drags", type=int, default=4)
    arguments = parser.parse_args()
    server = serve(arguments.site)
    url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        page = open_timed_page(browser, url, [BREAKDOWN] if arguments.breakdown else [])
        x, y = badge_center(page, "#bob")
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
        drags = []  # (first frame, end frame) of each drag
        for drag_index in range(arguments.drags):
            page.mouse.move(x, y)
            first = drag_index == 0
            if first:
                cdp.send("HeapProfiler.startSampling", {"samplingInterval": 256})
            if first and arguments.profile:
                cdp.send("Profiler.enable")
                cdp.send("Profiler.setSamplingInterval", {"interval": 20})
                cdp.send("Performance.enable")
                script_before = script_duration(cdp)
                cdp.send("Profiler.start")
            start = mark()
            page.mouse.down()
            move_along_drag(page, x, y)
            drags.append((start, mark()))
            if first:
                profile = cdp.send("HeapProfiler.stopSampling")["profile"]
            if first and arguments.profile:
                cpu_profile = cdp.send("Profiler.stop")["profile"]
                script_spent = script_duration(cdp) - script_before
            if first:
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
        move_counts = page.evaluate("window.benchMoves")
        pickups = page.evaluate("window.benchPickups")
        parts = page.evaluate("window.benchParts") if arguments.breakdown else {}
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

    def moved_frames(spans, values=frames):
        return moved_frame_values(spans, values, move_counts)

    # The first drag runs under the heap sampler (and, with --profile, the CPU profiler),
    # which slow the page: its frames are reported apart, the timings come from the rest.
    instrumented, timed = drags[:1], drags[1:] or drags
    drag = [spent for start, end in timed for spent in frames[start:end]]
    drag_pointer = [spent for start, end in timed for spent in pointer_frames[start:end]]
    moved = moved_frames(timed)
    instrumented_moved = moved_frames(instrumented)
    hold = frames[hold_start:hold_end]
    idle = frames[idle_start:idle_end]
    result = {
        "drags": len(drags), "timedDrags": len(timed),
        "instrumentedDragMovedMedianMs": statistics.median(instrumented_moved),
        "movedFrames": len(moved), "movedMedianMs": statistics.median(moved),
        "movedMeanMs": statistics.mean(moved),
        "mostMovesInAFrame": max(count for start, end in timed for count in move_counts[start:end]),
        "dragFrames": len(drag), "dragMedianMs": statistics.median(drag),
        "dragMeanMs": statistics.mean(drag),
        "dragPointerMedianMs": statistics.median(drag_pointer),
        "holdFrames": len(hold), "holdMedianMs": statistics.median(hold),
        "idleFrames": len(idle), "idleMedianMs": statistics.median(idle),
        "idleAnimationFrameRequests": rafs_idle,
        # The warm-up drag's and the instrumented first drag's pickups left out.
        "pickupMedianMs": statistics.median(down + frame for down, frame in pickups[2:] or pickups),
        "pickupDownMedianMs": statistics.median(down for down, _ in pickups[2:] or pickups),
        "pickupFrameMedianMs": statistics.median(frame for _, frame in pickups[2:] or pickups),
        "pickups": len(pickups[2:] or pickups),
        "dragHeapBytes": total(profile["head"]),
        "dragHeapBytesInPackage": sum(package_table.values()),
        "movedFrameMs": moved,  # every frame with a pointer move, in order (for pooling runs)
    }
    print(f"| Phase ({len(timed)} timed x 60-step mouse drag on one badge) | frames |"
          " script time per frame, median | mean |")
    print("| --- | --- | --- | --- |")
    print(f"| dragging, frames with a pointer move | {result['movedFrames']} |"
          f" {result['movedMedianMs']:.3f} ms | {result['movedMeanMs']:.3f} ms |")
    print(f"| dragging, every frame | {result['dragFrames']} | {result['dragMedianMs']:.3f} ms"
          f" | {result['dragMeanMs']:.3f} ms |")
    print(f"| pointer held still | {result['holdFrames']} | {result['holdMedianMs']:.3f} ms |"
          f" {statistics.mean(hold):.3f} ms |")
    print(f"| idle (badge home) | {result['idleFrames']} | {result['idleMedianMs']:.3f} ms"
          f" ({rafs_idle} animation frames requested) | {statistics.mean(idle):.3f} ms |")
    print(f"| pickup: the pointerdown and the frame after it | {result['pickups']} |"
          f" {result['pickupMedianMs']:.3f} ms (pointerdown {result['pickupDownMedianMs']:.3f},"
          f" frame {result['pickupFrameMedianMs']:.3f}) | |")
    print(f"At most {result['mostMovesInAFrame']} pointer moves in one frame.")
    print(f"The first drag, under the heap sampler and left out above: moved-frame median "
          f"{result['instrumentedDragMovedMedianMs']:.3f} ms over {len(instrumented_moved)} frames.")
    print(f"JavaScript heap allocated during the first drag (sampling profiler): "
          f"{result['dragHeapBytes'] / 1024:.1f} KB")
    print(f"  of which under the package's own functions: "
          f"{result['dragHeapBytesInPackage'] / 1024:.1f} KB")
    for key, size in sorted(package_table.items(), key=lambda item: -item[1])[:8]:
        print(f"    {size / 1024:7.1f} KB  {key}")
    if arguments.profile:
        print(f"DevTools script time (ScriptDuration) per drag frame: "
              f"{script_spent * 1000 / max(1, drags[0][1] - drags[0][0]):.3f} ms (first drag)")
        print("Self time during the drag by function (CPU profiler; idle and (program) left out):")
        for key, spent in cpu_self_times(cpu_profile)[:16]:
            print(f"    {spent / 1000:7.2f} ms  {key}")
    if arguments.breakdown:
        print("A moved frame, part by part (timed drags; wrapped calls, so every part reads high):")
        print("| Part | median | mean |")
        print("| --- | --- | --- |")
        rest = list(moved)
        for name, values in parts.items():
            part = moved_frames(timed, values)
            rest = [left - spent for left, spent in zip(rest, part)]
            result[f"moved{name[0].upper()}{name[1:]}MeanMs"] = statistics.mean(part)
            print(f"| {name} | {statistics.median(part) * 1000:.0f} µs |"
                  f" {statistics.mean(part) * 1000:.1f} µs |")
        print(f"| the rest: package JavaScript, path calls, the wrappers |"
              f" {statistics.median(rest) * 1000:.0f} µs | {statistics.mean(rest) * 1000:.1f} µs |")
    if arguments.json:
        with open(arguments.json, "w", encoding="utf-8") as output:
            json.dump(result, output, indent=2)


if __name__ == "__main__":
    main()
