"""Browser tests of the web playground: pointer, touch and pen drags in headless Chromium.

Run by scripts/check-web.sh (pytest; fixtures in conftest.py and playground_page.py).
"""
import math

from playground_page import VIEWPORT, line, offset, open_playground  # noqa: F401 (a fixture)


def test_loads_from_file_url_with_every_badge_resting(open_playground, playground_html):
    playground = open_playground(url="file://" + playground_html)
    state = playground.state()
    phases = {badge["id"]: badge["phase"] for badge in state["badges"]}
    assert set(phases.values()) == {"resting"}, f"phases {phases}"
    texts = sorted(badge["text"] for badge in state["badges"])
    assert texts == sorted(["", "3", "12", "99+", "1", "7", "99+"]), f"texts {texts}"
    # The page reports the sizes of the modules it runs: the badges' (the web package's) and
    # the blob's. scripts/build-web.sh gates both; here only a loose guard against ballooning.
    assert 0 < state["wasmBytes"]["package"] < 128 * 1024, f"package module {state['wasmBytes']['package']} bytes"
    assert 0 < state["wasmBytes"]["blob"] < 80000, f"blob module {state['wasmBytes']['blob']} bytes"
    assert state["events"] == [], f"events before any input: {state['events']}"


def test_canvas_is_high_dpi(open_playground):
    playground = open_playground(device_scale_factor=2)
    # The package's overlay canvas exists once a badge has moved: hold one out of place.
    home = playground.badge("bob")["home"]
    playground.hold(home, offset(home, 20, 10), 4)
    canvas = playground.state()["canvas"]
    playground.page.mouse.up()
    assert canvas["devicePixelRatio"] == 2, f"ratio {canvas}"
    assert canvas["width"] == 2 * VIEWPORT["width"] and canvas["height"] == 2 * VIEWPORT["height"], f"{canvas}"


def test_short_drag_springs_home(open_playground):
    playground = open_playground()
    home = playground.badge("bob")["home"]
    end = offset(home, 30, -20)
    playground.page.mouse.move(*home)
    playground.page.mouse.down()
    for point in line(home, end, 8):
        playground.page.wait_for_timeout(16)
        playground.page.mouse.move(*point)
    playground.page.wait_for_timeout(50)
    held = playground.badge("bob")
    assert held["phase"] == "stretching", f"held phase {held['phase']}"
    assert math.dist(held["center"], end) < 0.01, f"badge at {held['center']}, finger at {end}"
    playground.page.mouse.up()
    playground.wait_for_phase("bob", "resting")
    playground.page.wait_for_timeout(100)
    badge = playground.badge("bob")
    assert math.dist(badge["center"], badge["home"]) < 0.001, f"centre {badge['center']} home {badge['home']}"
    assert playground.events("bob") == ["began", "released", "restored"], f"events {playground.events('bob')}"


def test_long_drag_bursts_and_dismisses_once(open_playground):
    playground = open_playground()
    home = playground.badge("news")["home"]
    playground.drag(home, line(home, offset(home, 150, 60), 12))
    playground.wait_for_phase("news", "dismissed")
    playground.page.wait_for_timeout(400)
    assert playground.events("news") == ["began", "snapped", "released", "dismissed"], f"events {playground.events('news')}"
    badge = playground.badge("news")
    assert badge["phase"] == "dismissed" and badge["opacity"] == 0, f"{badge}"
    # Pressing where it was does nothing any more.
    playground.drag(home, line(home, offset(home, 20, 0), 3))
    playground.page.wait_for_timeout(100)
    assert playground.events("news").count("dismissed") == 1, f"events {playground.events('news')}"
    assert playground.events("news").count("began") == 1, f"events {playground.events('news')}"


def test_burst_plays_particles_from_the_release_point(open_playground):
    playground = open_playground()
    playground.page.evaluate("window.stickyBadge.setKnob('burst.duration', 3)")  # robust under load
    home = playground.badge("team")["home"]
    end = offset(home, -140, 20)
    playground.drag(home, line(home, end, 10))
    playground.page.wait_for_timeout(40)
    badge = playground.badge("team")
    assert badge["phase"] == "bursting", f"phase {badge['phase']}"
    assert badge["particles"] == 14, f"particles {badge['particles']}"
    assert math.dist(badge["center"], end) < 0.01, f"burst at {badge['center']}, released at {end}"


def test_out_and_back_reattaches(open_playground):
    playground = open_playground()
    home = playground.badge("team")["home"]
    out = offset(home, 0, 120)
    back = offset(home, 5, 6)
    playground.drag(home, line(home, out, 10) + line(out, back, 10))
    playground.wait_for_phase("team", "resting")
    assert playground.events("team") == ["began", "snapped", "reattached", "released", "restored"], f"events {playground.events('team')}"


def test_touch_drag_bursts_and_pen_drag_springs_home(open_playground):
    playground = open_playground(has_touch=True)
    cdp = playground.context.new_cdp_session(playground.page)
    home = playground.badge("bob")["home"]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": home[0], "y": home[1]}]})
    for x, y in line(home, offset(home, -120, 90), 10):
        playground.page.wait_for_timeout(16)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    playground.wait_for_phase("bob", "dismissed", timeout=8000)
    assert playground.state()["lastPointerType"] == "touch", f"pointer type {playground.state()['lastPointerType']}"
    assert playground.events("bob") == ["began", "snapped", "released", "dismissed"], f"{playground.events('bob')}"
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
    assert playground.state()["lastPointerType"] == "pen", f"pointer type {playground.state()['lastPointerType']}"
    assert playground.events("carol") == ["began", "released", "restored"], f"{playground.events('carol')}"


def test_memory_does_not_grow_while_dragging(open_playground):
    playground = open_playground()
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
    assert before["heapBytes"] > 0, "the allocator reports its heap"
    for round_index in range(3):
        playground.drag(home, points + [offset(home, 10, 0)], step_ms=8)
        playground.wait_for_phase("news", "resting")
    after = playground.state()
    assert after["heapBytes"] == before["heapBytes"], f"heap grew from {before['heapBytes']} to {after['heapBytes']} bytes"
    assert after["wasmMemoryBytes"] == before["wasmMemoryBytes"], f"memory grew: {after['wasmMemoryBytes']}"


def test_drags_in_every_direction(open_playground):
    playground = open_playground()
    home = playground.badge("carol")["home"]
    for index in range(8):
        angle = index * math.pi / 4
        end = offset(home, 55 * math.cos(angle), 55 * math.sin(angle))
        playground.drag(home, line(home, end, 6))
        playground.wait_for_phase("carol", "resting")
        playground.wait_until_idle()
    expected = ["began", "released", "restored"] * 8
    assert playground.events("carol") == expected, f"events {playground.events('carol')}"


def test_drag_onto_another_row_is_not_clipped_and_bursts(open_playground):
    playground = open_playground()
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
    assert badge["phase"] == "detached", f"phase {badge['phase']}"
    pixel = playground.page.evaluate(
        """([x, y]) => { const c = document.querySelector('canvas[data-stickybadge-overlay]');
             const ctx = c.getContext('2d'); return Array.from(ctx.getImageData(x, y, 1, 1).data); }""",
        [round(target[0]), round(target[1])])
    assert pixel[0] > 200 and pixel[1] < 120 and pixel[3] > 200, f"overlay pixel under the finger {pixel}"
    playground.page.mouse.up()
    playground.wait_for_phase("alice", "dismissed")
    assert playground.events("alice") == ["began", "snapped", "released", "dismissed"], f"events {playground.events('alice')}"
    assert playground.badge("bob")["phase"] == "resting", "the row underneath is untouched"
