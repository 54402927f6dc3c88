"""Browser tests of the web playground against the command-line tool and the reference
screenshots, and its frame time during a long drag.

Run by scripts/check-web.sh (pytest; fixtures in conftest.py and playground_page.py).
"""
import json
import math
import os
import time

from playground_page import (  # noqa: F401 (open_playground is a fixture)
    SCENARIOS, compare_screenshot, line, native_simulate, offset, open_playground)


def test_wasm_equals_native_simulate_for_scenarios(open_playground, stickybadge_cli):
    playground = open_playground()
    for name in ("reattach-and-spring-home.json", "burst-far-away.json", "stretchy-blob.json"):
        with open(os.path.join(SCENARIOS, name), encoding="utf-8") as f:
            text = f.read()
        native = native_simulate(stickybadge_cli, text, name)
        wasm = playground.simulate(text)
        assert len(json.loads(native)["frames"]) > 10, f"{name}: frames"
        if wasm != native:
            where = next((i for i, (a, b) in enumerate(zip(wasm, native)) if a != b), min(len(wasm), len(native)))
            raise AssertionError(f"{name}: wasm and native differ at byte {where}: "
                          f"wasm ...{wasm[max(0, where - 80):where + 80]!r} native ...{native[max(0, where - 80):where + 80]!r}")


def test_copy_json_replays_the_drag_identically_in_the_cli(open_playground, stickybadge_cli):
    playground = open_playground()
    home = playground.badge("bob")["home"]
    playground.drag(home, line(home, offset(home, -50, 40), 8))
    playground.wait_for_phase("bob", "resting")
    playground.page.click("#copy-json")
    scenario = playground.page.locator("#copy-output").input_value()
    decoded = json.loads(scenario)
    assert decoded["badge"]["text"] == "12" and len(decoded["touches"]) >= 3, scenario[:200]
    assert decoded["configuration"]["snapDistance"] == 80, "configuration written out"
    native = native_simulate(stickybadge_cli, scenario, "copied scenario")
    wasm = playground.simulate(scenario)
    assert wasm == native, "copied scenario: wasm and native simulate differ"
    phases = [frame["phase"] for frame in json.loads(native)["frames"]]
    assert phases[0] == "stretching" and phases[-1] == "resting", f"replayed phases {phases[0]}..{phases[-1]}"


def test_screenshots_match_references(open_playground, request):
    update = request.config.getoption("--update-references")
    playground = open_playground()
    compare_screenshot(playground, "resting.png", update)
    playground.page.check("#debug-toggle")
    home = playground.badge("bob")["home"]
    playground.page.mouse.move(*home)
    playground.page.mouse.down()
    for point in line(home, offset(home, -45, 35), 8):
        playground.page.wait_for_timeout(16)
        playground.page.mouse.move(*point)
    playground.page.wait_for_timeout(100)
    compare_screenshot(playground, "stretching-debug.png", update)
    playground.page.mouse.up()


def test_frame_time_during_a_three_second_drag(open_playground, figures):
    playground = open_playground()
    home = playground.badge("news")["home"]
    page = playground.page
    page.mouse.move(*home)
    page.mouse.down()
    page.evaluate("window.stickyBadge.resetFrameStats()")
    started = time.monotonic()
    index = 0
    # A figure of eight around home that crosses the snap and re-attach circles.
    while time.monotonic() - started < 3.0:
        t = index * 0.016
        x = home[0] + 110 * math.sin(2 * math.pi * t / 1.5)
        y = home[1] + 70 * math.sin(4 * math.pi * t / 1.5)
        page.mouse.move(x, y)
        page.wait_for_timeout(8)
        index += 1
    stats = page.evaluate("window.stickyBadge.frameStats()")
    page.mouse.up()
    # Headless Chromium on a shared two-core machine: frames come at 20 to 60 Hz.
    assert stats["frames"] >= 30, f"only {stats['frames']} frames in 3 s"
    figures(f"frame time over {stats['frames']} frames (the package overlay: core step + draw of the moving badges): "
          f"median {stats['medianMilliseconds']:.3f} ms, p99 {stats['p99Milliseconds']:.3f} ms, "
          f"max {stats['maxMilliseconds']:.3f} ms")
    assert stats["medianMilliseconds"] < 4, f"median {stats['medianMilliseconds']} ms per frame"
    # The p99 includes the moments the shared machine preempts the browser (other builds);
    # a stall beyond three 60 Hz frames would be the page's own doing.
    assert stats["p99Milliseconds"] < 50, f"p99 {stats['p99Milliseconds']} ms per frame"
