#!/usr/bin/env python3
"""Browser tests of the web playground: real pointer drags in headless Chromium.

Usage: browser_tests.py PLAYGROUND_HTML [--cli PATH] [--update-references] [--only NAME]

Drives the Debian Chromium (/usr/bin/chromium, or $CHROMIUM) through Playwright without
downloading a browser, serves the page over http on 127.0.0.1 (with cross-origin
isolation headers, so performance.now() has fine resolution for the frame-time figures)
and also opens it from file://. Reads the page's state through window.stickyBadge (see
Web/README.md). Prints one line per test, the frame-time figures, and a final
"N passed, N failed"; exits non-zero on any failure.
"""
import argparse
import base64
import functools
import http.server
import json
import math
import os
import subprocess
import sys
import threading
import time
import traceback

from playwright.sync_api import sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
SCENARIOS = os.path.join(HERE, "scenarios")
REFERENCES = os.path.join(HERE, "references")
VIEWPORT = {"width": 1200, "height": 800}
# Screenshots may differ from the references in at most this fraction of pixels, where a
# pixel differs when any channel differs by more than CHANNEL_TOLERANCE (anti-aliasing,
# font hinting).
PIXEL_TOLERANCE = 0.01
CHANNEL_TOLERANCE = 40


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


# ---------------------------------------------------------------- server


class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        # Cross-origin isolation gives performance.now() 5 µs resolution instead of 100 µs.
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args):
        pass


def serve(directory):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


# ---------------------------------------------------------------- page helpers


class Playground:
    def __init__(self, browser, url, **context_options):
        options = {"viewport": VIEWPORT, "device_scale_factor": 1}
        options.update(context_options)
        self.context = browser.new_context(**options)
        self.page = self.context.new_page()
        self.errors = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(url)
        self.page.wait_for_function("window.stickyBadge !== undefined")
        self.page.evaluate("window.stickyBadge.ready")
        self.page.wait_for_function("window.stickyBadge.state().badges.length === 7")

    def close(self):
        self.context.close()
        check(not self.errors, "page errors: " + "; ".join(self.errors))

    def state(self):
        return self.page.evaluate("window.stickyBadge.state()")

    def badge(self, badge_id):
        for badge in self.state()["badges"]:
            if badge["id"] == badge_id:
                return badge
        raise Failure("no badge " + badge_id)

    def events(self, badge_id):
        return [event["type"] for event in self.state()["events"] if event["badge"] == badge_id]

    def drag(self, start, points, hold=0, step_ms=16):
        """Presses at `start`, moves through `points` (one move event per frame), releases."""
        mouse = self.page.mouse
        mouse.move(*start)
        mouse.down()
        for point in points:
            self.page.wait_for_timeout(step_ms)
            mouse.move(*point)
        if hold:
            self.page.wait_for_timeout(hold)
        mouse.up()

    def hold(self, start, end, steps):
        """Presses at `start` and moves to `end` in `steps` moves, one a frame; keeps holding."""
        self.page.mouse.move(*start)
        self.page.mouse.down()
        for point in line(start, end, steps):
            self.page.wait_for_timeout(16)
            self.page.mouse.move(*point)
        self.page.wait_for_timeout(50)

    def wait_for_phase(self, badge_id, phases, timeout=5000):
        phases = [phases] if isinstance(phases, str) else phases
        self.page.wait_for_function(
            "([id, phases]) => phases.includes(window.stickyBadge.state().badges.find(b => b.id === id).phase)",
            arg=[badge_id, phases], timeout=timeout)

    def wait_until_idle(self, timeout=5000):
        self.page.wait_for_function("!window.stickyBadge.state().animating", timeout=timeout)


def line(start, end, steps):
    return [(start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
            for i in range(1, steps + 1)]


def offset(point, dx, dy):
    return (point[0] + dx, point[1] + dy)


# ---------------------------------------------------------------- tests


class Tests:
    def __init__(self, browser, http_url, file_url, cli, update_references):
        self.browser = browser
        self.http_url = http_url
        self.file_url = file_url
        self.cli = cli
        self.update_references = update_references
        self.frame_figures = None

    def open(self, **options):
        return Playground(self.browser, self.http_url, **options)

    def test_loads_from_file_url_with_every_badge_resting(self):
        playground = Playground(self.browser, self.file_url)
        state = playground.state()
        phases = {badge["id"]: badge["phase"] for badge in state["badges"]}
        check(set(phases.values()) == {"resting"}, f"phases {phases}")
        texts = sorted(badge["text"] for badge in state["badges"])
        check(texts == sorted(["", "3", "12", "99+", "1", "7", "99+"]), f"texts {texts}")
        # The page reports the sizes of the modules it runs: the badges' (the web package's) and
        # the blob's. scripts/build-web.sh gates both; here only a loose guard against ballooning.
        check(0 < state["wasmBytes"]["package"] < 128 * 1024, f"package module {state['wasmBytes']['package']} bytes")
        check(0 < state["wasmBytes"]["blob"] < 80000, f"blob module {state['wasmBytes']['blob']} bytes")
        check(state["events"] == [], f"events before any input: {state['events']}")
        playground.close()

    def test_canvas_is_high_dpi(self):
        playground = self.open(device_scale_factor=2)
        # The package's overlay canvas exists once a badge has moved: hold one out of place.
        home = playground.badge("bob")["home"]
        playground.hold(home, offset(home, 20, 10), 4)
        canvas = playground.state()["canvas"]
        playground.page.mouse.up()
        check(canvas["devicePixelRatio"] == 2, f"ratio {canvas}")
        check(canvas["width"] == 2 * VIEWPORT["width"] and canvas["height"] == 2 * VIEWPORT["height"], f"{canvas}")
        playground.close()

    def test_short_drag_springs_home(self):
        playground = self.open()
        home = playground.badge("bob")["home"]
        end = offset(home, 30, -20)
        playground.page.mouse.move(*home)
        playground.page.mouse.down()
        for point in line(home, end, 8):
            playground.page.wait_for_timeout(16)
            playground.page.mouse.move(*point)
        playground.page.wait_for_timeout(50)
        held = playground.badge("bob")
        check(held["phase"] == "stretching", f"held phase {held['phase']}")
        check(math.dist(held["center"], end) < 0.01, f"badge at {held['center']}, finger at {end}")
        playground.page.mouse.up()
        playground.wait_for_phase("bob", "resting")
        playground.page.wait_for_timeout(100)
        badge = playground.badge("bob")
        check(math.dist(badge["center"], badge["home"]) < 0.001, f"centre {badge['center']} home {badge['home']}")
        check(playground.events("bob") == ["began", "released", "restored"], f"events {playground.events('bob')}")
        playground.close()

    def test_long_drag_bursts_and_dismisses_once(self):
        playground = self.open()
        home = playground.badge("news")["home"]
        playground.drag(home, line(home, offset(home, 150, 60), 12))
        playground.wait_for_phase("news", "dismissed")
        playground.page.wait_for_timeout(400)
        check(playground.events("news") == ["began", "snapped", "released", "dismissed"],
              f"events {playground.events('news')}")
        badge = playground.badge("news")
        check(badge["phase"] == "dismissed" and badge["opacity"] == 0, f"{badge}")
        # Pressing where it was does nothing any more.
        playground.drag(home, line(home, offset(home, 20, 0), 3))
        playground.page.wait_for_timeout(100)
        check(playground.events("news").count("dismissed") == 1, f"events {playground.events('news')}")
        check(playground.events("news").count("began") == 1, f"events {playground.events('news')}")
        playground.close()

    def test_burst_plays_particles_from_the_release_point(self):
        playground = self.open()
        playground.page.evaluate("window.stickyBadge.setKnob('burst.duration', 3)")  # robust under load
        home = playground.badge("team")["home"]
        end = offset(home, -140, 20)
        playground.drag(home, line(home, end, 10))
        playground.page.wait_for_timeout(40)
        badge = playground.badge("team")
        check(badge["phase"] == "bursting", f"phase {badge['phase']}")
        check(badge["particles"] == 14, f"particles {badge['particles']}")
        check(math.dist(badge["center"], end) < 0.01, f"burst at {badge['center']}, released at {end}")
        playground.close()

    def test_out_and_back_reattaches(self):
        playground = self.open()
        home = playground.badge("team")["home"]
        out = offset(home, 0, 120)
        back = offset(home, 5, 6)
        playground.drag(home, line(home, out, 10) + line(out, back, 10))
        playground.wait_for_phase("team", "resting")
        check(playground.events("team") == ["began", "snapped", "reattached", "released", "restored"],
              f"events {playground.events('team')}")
        playground.close()

    def test_touch_drag_bursts_and_pen_drag_springs_home(self):
        playground = self.open(has_touch=True)
        cdp = playground.context.new_cdp_session(playground.page)
        home = playground.badge("bob")["home"]
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": home[0], "y": home[1]}]})
        for x, y in line(home, offset(home, -120, 90), 10):
            playground.page.wait_for_timeout(16)
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        playground.wait_for_phase("bob", "dismissed", timeout=8000)
        check(playground.state()["lastPointerType"] == "touch", f"pointer type {playground.state()['lastPointerType']}")
        check(playground.events("bob") == ["began", "snapped", "released", "dismissed"], f"{playground.events('bob')}")
        home = playground.badge("carol")["home"]

        def pen(kind, point):
            cdp.send("Input.dispatchMouseEvent", {"type": kind, "x": point[0], "y": point[1], "button": "left",
                                                  "buttons": 0 if kind == "mouseReleased" else 1,
                                                  "clickCount": 1, "pointerType": "pen"})
        pen("mousePressed", home)
        for point in line(home, offset(home, 30, 30), 6):
            playground.page.wait_for_timeout(16)
            pen("mouseMoved", point)
        pen("mouseReleased", offset(home, 30, 30))
        playground.wait_for_phase("carol", "resting")
        check(playground.state()["lastPointerType"] == "pen", f"pointer type {playground.state()['lastPointerType']}")
        check(playground.events("carol") == ["began", "released", "restored"], f"{playground.events('carol')}")
        playground.close()

    def test_memory_does_not_grow_while_dragging(self):
        playground = self.open()
        home = playground.badge("news")["home"]
        points = [offset(home, 150 * math.sin(i / 6), 60 * math.sin(i / 3)) for i in range(60)]
        # Warm-up: a short drag and one round of the drag below. The heap's high-water mark
        # settles by a badge's second drag in the package's module (measured: 1,280 bytes
        # more once, then flat over 12 rounds: a drag's storage is made before the previous
        # one's is freed); after the warm-up, no round may grow anything.
        playground.drag(home, line(home, offset(home, 40, 0), 4))
        playground.wait_for_phase("news", "resting")
        playground.drag(home, points + [offset(home, 10, 0)], step_ms=8)
        playground.wait_for_phase("news", "resting")
        before = playground.state()
        check(before["heapBytes"] > 0, "the allocator reports its heap")
        for round_index in range(3):
            playground.drag(home, points + [offset(home, 10, 0)], step_ms=8)
            playground.wait_for_phase("news", "resting")
        after = playground.state()
        check(after["heapBytes"] == before["heapBytes"], f"heap grew from {before['heapBytes']} to {after['heapBytes']} bytes")
        check(after["wasmMemoryBytes"] == before["wasmMemoryBytes"], f"memory grew: {after['wasmMemoryBytes']}")
        playground.close()

    def test_drags_in_every_direction(self):
        playground = self.open()
        home = playground.badge("carol")["home"]
        for index in range(8):
            angle = index * math.pi / 4
            end = offset(home, 55 * math.cos(angle), 55 * math.sin(angle))
            playground.drag(home, line(home, end, 6))
            playground.wait_for_phase("carol", "resting")
            playground.wait_until_idle()
        expected = ["began", "released", "restored"] * 8
        check(playground.events("carol") == expected, f"events {playground.events('carol')}")
        playground.close()

    def test_drag_onto_another_row_is_not_clipped_and_bursts(self):
        playground = self.open()
        alice = playground.badge("alice")["home"]
        target = playground.badge("bob")["home"]
        target = offset(target, -150, 0)  # over Bob's row text, two rows down
        playground.page.mouse.move(*alice)
        playground.page.mouse.down()
        for point in line(alice, target, 12):
            playground.page.wait_for_timeout(16)
            playground.page.mouse.move(*point)
        playground.page.wait_for_timeout(80)
        badge = playground.badge("alice")
        check(badge["phase"] == "detached", f"phase {badge['phase']}")
        pixel = playground.page.evaluate(
            """([x, y]) => { const c = document.querySelector('canvas[data-stickybadge-overlay]');
                 const ctx = c.getContext('2d'); return Array.from(ctx.getImageData(x, y, 1, 1).data); }""",
            [round(target[0]), round(target[1])])
        check(pixel[0] > 200 and pixel[1] < 120 and pixel[3] > 200, f"overlay pixel under the finger {pixel}")
        playground.page.mouse.up()
        playground.wait_for_phase("alice", "dismissed")
        check(playground.events("alice") == ["began", "snapped", "released", "dismissed"],
              f"events {playground.events('alice')}")
        check(playground.badge("bob")["phase"] == "resting", "the row underneath is untouched")
        playground.close()

    def test_keyboard_delete_and_backspace_dismiss_with_a_burst(self):
        playground = self.open()
        playground.page.evaluate("window.stickyBadge.setKnob('burst.duration', 3)")  # robust under load
        playground.page.focus("[data-badge=family]")
        playground.page.keyboard.press("Delete")
        playground.page.wait_for_timeout(30)
        family = playground.badge("family")
        check(family["phase"] == "bursting" and family["particles"] > 0, f"{family}")
        playground.wait_for_phase("family", "dismissed", timeout=8000)
        check(playground.events("family") == ["dismissed"], f"events {playground.events('family')}")
        # Focus keeps its place in the list: the last row's badge gone, the one above it.
        focused = lambda: playground.page.evaluate("document.activeElement && document.activeElement.dataset.badge")
        check(focused() == "carol", f"focus after the last row's dismissal: {focused()}")
        playground.page.focus("[data-badge=team]")
        playground.page.keyboard.press("Backspace")
        playground.wait_for_phase("team", "dismissed", timeout=8000)
        check(playground.events("team") == ["dismissed"], f"events {playground.events('team')}")
        check(focused() == "bob", f"focus after a row's dismissal: {focused()}")
        # The badges still focusable: each <sticky-badge>'s badge part, unless dismissed (hidden).
        tab_targets = playground.page.evaluate(
            """Array.from(document.querySelectorAll('.badge')).map(b => b.shadowRoot.querySelector('[part=badge]'))
                 .filter(p => p.tabIndex >= 0 && getComputedStyle(p).visibility !== 'hidden').length""")
        check(tab_targets == 5, f"focusable badges left {tab_targets}")
        playground.close()

    def test_clear_all_bursts_every_badge_in_turn(self):
        playground = self.open()
        home = playground.badge("clear-all")["home"]
        playground.drag(home, line(home, offset(home, -160, 120), 12))
        playground.page.wait_for_function(
            "window.stickyBadge.state().badges.every(b => b.phase === 'dismissed')", timeout=8000)
        state = playground.state()
        dismissals = [(event["badge"], event["time"]) for event in state["events"] if event["type"] == "dismissed"]
        ids = [badge_id for badge_id, _ in dismissals]
        check(sorted(ids) == sorted(badge["id"] for badge in state["badges"]), f"dismissed {ids}")
        check(len(ids) == len(set(ids)), f"dismissed twice: {ids}")
        # The core's ClearAllSequence: top to bottom, 0.06 s apart (the first member bursts
        # at the release itself, or at the next frame when that time has already passed).
        others = [(badge_id, t) for badge_id, t in dismissals if badge_id != "clear-all"]
        rows = ["alice", "team", "bob", "news", "carol", "family"]
        check([badge_id for badge_id, _ in others] == rows, f"order {others}")
        gaps = [b[1] - a[1] for a, b in zip(others[1:], others[2:])]
        check(all(abs(gap - 0.06) < 1e-6 for gap in gaps), f"stagger {gaps}")
        completed = [event for event in state["events"] if event["type"] == "completed"]
        check(len(completed) == 1 and abs(completed[0]["time"] - others[-1][1]) < 1e-6, f"completion {completed}")
        playground.close()

    def test_reduced_motion_fades_instead_of_bursting(self):
        playground = self.open(reduced_motion="reduce")
        check(playground.state()["configuration"]["reducesMotion"] == 1, "reducesMotion follows the media query")
        playground.page.evaluate("window.stickyBadge.setKnob('burst.duration', 3)")  # robust under load
        playground.page.focus("[data-badge=bob]")
        playground.page.keyboard.press("Delete")
        playground.page.wait_for_timeout(120)
        bob = playground.badge("bob")
        check(bob["phase"] == "bursting", f"{bob}")
        check(bob["particles"] == 0 and 0 < bob["opacity"] < 1 and bob["outlineElements"] > 0, f"fade {bob}")
        playground.wait_for_phase("bob", "dismissed", timeout=8000)
        playground.close()

    def test_stretchy_blob_pulls_and_springs_back(self):
        playground = self.open()
        box = playground.page.locator("#pull-area").bounding_box()
        start = (box["x"] + box["width"] / 2, box["y"] + 22)
        playground.hold(start, offset(start, 0, 90), 10)
        blob = playground.state()["blob"]
        check(blob["dragging"] and abs(blob["offset"] - 48) < 1e-9, f"held blob {blob}")
        playground.page.mouse.up()
        playground.page.wait_for_function("window.stickyBadge.state().blob.offset === 0", timeout=4000)
        playground.close()

    def test_tuning_panel_changes_the_core(self):
        playground = self.open()
        page = playground.page
        page.locator("input[data-knob=snapDistance]").fill("200")
        check(playground.state()["configuration"]["snapDistance"] == 200, "slider reached the core")
        home = playground.badge("bob")["home"]
        playground.drag(home, line(home, offset(home, 150, 0), 10))
        playground.wait_for_phase("bob", "resting")
        check(playground.events("bob") == ["began", "released", "restored"], f"no snap at 150: {playground.events('bob')}")
        swift = page.evaluate("window.stickyBadge.configurationSwift()")
        check("snapDistance: 200" in swift and swift.startswith("StickyBadgeConfiguration("), swift)
        page.locator("input[data-knob=reattachDistance]").fill("250")
        error = page.locator("#config-error").text_content()
        check("reattachDistance" in error, f"error shown: {error!r}")
        check(playground.state()["configuration"]["reattachDistance"] == 40, "invalid value not applied")
        page.click("#copy-swift")
        check(page.locator("#copy-output").input_value() == swift, "Copy Swift output")
        playground.close()

    def test_spring_sliders_tune_duration_and_bounce(self):
        playground = self.open()
        page = playground.page
        duration = page.locator("input[data-knob='returnSpring.stiffness']")
        bounce = page.locator("input[data-knob='returnSpring.damping']")
        labels = [page.locator("label.knob", has=slider).locator("span").text_content() for slider in (duration, bounce)]
        check(labels == ["Spring duration (s)", "Spring bounce"], f"spring slider labels {labels}")
        shown = [float(slider.input_value()) for slider in (duration, bounce)]
        check(abs(shown[0] - 0.4) < 1e-9 and abs(shown[1] - 0.55) < 1e-9, f"default spring shown as {shown}")
        blob = float(page.locator("input[data-knob='stretchy.returnSpring.damping']").input_value())
        check(abs(blob - 0.3) < 1e-9, f"blob bounce shown as {blob}")
        duration.fill("1")  # Spring(duration: 1, bounce: 0.55): k = (2π)², c = 4π · 0.45
        stored = playground.state()["configuration"]
        stiffness, damping = stored["returnSpring.stiffness"], stored["returnSpring.damping"]
        check(abs(stiffness - 39.47841760435743) < 1e-9, f"stiffness {stiffness}")
        check(abs(damping - 5.654866776461628) < 1e-9, f"damping {damping}")
        swift = page.evaluate("window.stickyBadge.configurationSwift()")
        check("returnSpring: Spring(duration: 1, bounce: 0.55)" in swift, swift)
        bounce.fill("-0.5")  # overdamped: c = 4π / (1 · 0.5)
        damping = playground.state()["configuration"]["returnSpring.damping"]
        check(abs(damping - 25.132741228718345) < 1e-9, f"overdamped damping {damping}")
        playground.close()

    def test_slow_motion_slows_the_spring(self):
        durations = []
        for slow in (False, True):
            playground = self.open()
            if slow:
                playground.page.check("#slow-toggle")
            home = playground.badge("carol")["home"]
            playground.drag(home, line(home, offset(home, 60, 0), 6))
            started = time.monotonic()
            playground.wait_for_phase("carol", "resting", timeout=15000)
            durations.append(time.monotonic() - started)
            playground.close()
        check(durations[1] > 2.5 * durations[0], f"return took {durations[0]:.2f} s, slow {durations[1]:.2f} s")

    def compare_with_cli(self, scenario_text, label):
        check(self.cli is not None, "no stickybadge binary (build it with swift build)")
        native = subprocess.run([self.cli, "simulate", "-", "--fps", "60"], input=scenario_text.encode(),
                                capture_output=True, check=False)
        check(native.returncode == 0, f"{label}: stickybadge simulate failed: {native.stderr.decode()}")
        return native.stdout.decode().strip()

    def test_wasm_equals_native_simulate_for_scenarios(self):
        playground = self.open()
        for name in ("reattach-and-spring-home.json", "burst-far-away.json", "stretchy-blob.json"):
            with open(os.path.join(SCENARIOS, name), encoding="utf-8") as f:
                text = f.read()
            native = self.compare_with_cli(text, name)
            wasm = playground.page.evaluate("([text]) => window.stickyBadge.simulate(text, 60)", [text]).strip()
            check(len(json.loads(native)["frames"]) > 10, f"{name}: frames")
            if wasm != native:
                where = next((i for i, (a, b) in enumerate(zip(wasm, native)) if a != b), min(len(wasm), len(native)))
                raise Failure(f"{name}: wasm and native differ at byte {where}: "
                              f"wasm ...{wasm[max(0, where - 80):where + 80]!r} native ...{native[max(0, where - 80):where + 80]!r}")
        playground.close()

    def test_copy_json_replays_the_drag_identically_in_the_cli(self):
        playground = self.open()
        home = playground.badge("bob")["home"]
        playground.drag(home, line(home, offset(home, -50, 40), 8))
        playground.wait_for_phase("bob", "resting")
        playground.page.click("#copy-json")
        scenario = playground.page.locator("#copy-output").input_value()
        decoded = json.loads(scenario)
        check(decoded["badge"]["text"] == "12" and len(decoded["touches"]) >= 3, scenario[:200])
        check(decoded["configuration"]["snapDistance"] == 80, "configuration written out")
        native = self.compare_with_cli(scenario, "copied scenario")
        wasm = playground.page.evaluate("([text]) => window.stickyBadge.simulate(text, 60)", [scenario]).strip()
        check(wasm == native, "copied scenario: wasm and native simulate differ")
        phases = [frame["phase"] for frame in json.loads(native)["frames"]]
        check(phases[0] == "stretching" and phases[-1] == "resting", f"replayed phases {phases[0]}..{phases[-1]}")
        playground.close()

    def compare_screenshot(self, playground, name):
        image = playground.page.locator(".phone").screenshot()
        path = os.path.join(REFERENCES, name)
        if self.update_references or not os.path.exists(path):
            os.makedirs(REFERENCES, exist_ok=True)
            with open(path, "wb") as f:
                f.write(image)
            if not self.update_references:
                raise Failure(f"no reference {name}: wrote one, check it in")
            return
        with open(path, "rb") as f:
            reference = f.read()
        result = playground.page.evaluate(
            """async ([a, b, channel]) => {
                 async function pixels(data) {
                   const image = new Image();
                   image.src = 'data:image/png;base64,' + data;
                   await image.decode();
                   const canvas = document.createElement('canvas');
                   canvas.width = image.width; canvas.height = image.height;
                   const context = canvas.getContext('2d');
                   context.drawImage(image, 0, 0);
                   return { width: image.width, height: image.height,
                            data: context.getImageData(0, 0, image.width, image.height).data };
                 }
                 const x = await pixels(a), y = await pixels(b);
                 if (x.width !== y.width || x.height !== y.height)
                   return { sizeMismatch: [x.width, x.height, y.width, y.height] };
                 let differing = 0;
                 for (let i = 0; i < x.data.length; i += 4) {
                   if (Math.abs(x.data[i] - y.data[i]) > channel || Math.abs(x.data[i + 1] - y.data[i + 1]) > channel
                       || Math.abs(x.data[i + 2] - y.data[i + 2]) > channel) differing++;
                 }
                 return { differing, total: x.data.length / 4 };
               }""",
            [base64.b64encode(image).decode(), base64.b64encode(reference).decode(), CHANNEL_TOLERANCE])
        if "sizeMismatch" in result:
            raise Failure(f"{name}: size {result['sizeMismatch']}")
        fraction = result["differing"] / result["total"]
        if fraction > PIXEL_TOLERANCE:
            with open(os.path.join("/tmp", "stickybadge-" + name), "wb") as f:
                f.write(image)
            raise Failure(f"{name}: {fraction:.2%} of pixels differ (tolerance {PIXEL_TOLERANCE:.0%}); "
                          f"actual in /tmp/stickybadge-{name}")

    def test_screenshots_match_references(self):
        playground = self.open()
        self.compare_screenshot(playground, "resting.png")
        playground.page.check("#debug-toggle")
        home = playground.badge("bob")["home"]
        playground.page.mouse.move(*home)
        playground.page.mouse.down()
        for point in line(home, offset(home, -45, 35), 8):
            playground.page.wait_for_timeout(16)
            playground.page.mouse.move(*point)
        playground.page.wait_for_timeout(100)
        self.compare_screenshot(playground, "stretching-debug.png")
        playground.page.mouse.up()
        playground.close()

    def test_frame_time_during_a_three_second_drag(self):
        playground = self.open()
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
        figures = page.evaluate("window.stickyBadge.frameStats()")
        page.mouse.up()
        # Headless Chromium on a shared two-core machine: frames come at 20 to 60 Hz.
        check(figures["frames"] >= 30, f"only {figures['frames']} frames in 3 s")
        self.frame_figures = figures
        print(f"    frame time over {figures['frames']} frames (the package overlay: core step + draw of the moving badges): "
              f"median {figures['medianMilliseconds']:.3f} ms, p99 {figures['p99Milliseconds']:.3f} ms, "
              f"max {figures['maxMilliseconds']:.3f} ms")
        check(figures["medianMilliseconds"] < 4, f"median {figures['medianMilliseconds']} ms per frame")
        # The p99 includes the moments the shared machine preempts the browser (other builds);
        # a stall beyond three 60 Hz frames would be the page's own doing.
        check(figures["p99Milliseconds"] < 50, f"p99 {figures['p99Milliseconds']} ms per frame")
        playground.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("playground")
    parser.add_argument("--cli")
    parser.add_argument("--update-references", action="store_true")
    parser.add_argument("--only")
    arguments = parser.parse_args()
    playground = os.path.abspath(arguments.playground)
    server = serve(os.path.dirname(playground))
    http_url = f"http://127.0.0.1:{server.server_address[1]}/{os.path.basename(playground)}"
    file_url = "file://" + playground
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    passed = failed = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        tests = Tests(browser, http_url, file_url, arguments.cli, arguments.update_references)
        names = [name for name in dir(tests) if name.startswith("test_")]
        names.sort(key=lambda name: Tests.__dict__[name].__code__.co_firstlineno)
        for name in names:
            if arguments.only and arguments.only not in name:
                continue
            started = time.monotonic()
            try:
                getattr(tests, name)()
                passed += 1
                print(f"PASS {name} ({time.monotonic() - started:.1f} s)", flush=True)
            except Exception as error:  # a failed check or a Playwright timeout
                failed += 1
                detail = str(error) if isinstance(error, Failure) else traceback.format_exc(limit=3)
                print(f"FAIL {name}: {detail}", flush=True)
        browser.close()
    server.shutdown()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
