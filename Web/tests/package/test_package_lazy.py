"""The lazy core: badges shown at their final size before it loads, no layout shift when it
arrives, a drag that starts before it arrives, a failed wasm fetch, the example in an
iframe and the file:// page with the standalone script."""
import os

from package_pages import INSTRUMENT, center, hold_core, log_of, mouse_drag

# Keeps the page from ever being idle: the core loads only when a badge is touched or the
# page asks (loadStickyBadge).
NEVER_IDLE = "window.requestIdleCallback = () => 0;"

# Every badge's box: [id, width, height, label, aria-label, hidden].
BOXES = """[...document.querySelectorAll('sticky-badge')].map((element) => {
  const box = element.shadowRoot.querySelector('[part=badge]').getBoundingClientRect();
  return [element.id, box.width, box.height, element.shadowRoot.querySelector('[part=badge]')
    .textContent, element.shadowRoot.querySelector('[part=badge]').getAttribute('aria-label'),
    element.hidden];
})"""

# The core's own size, label and spoken label of each badge (once it has loaded).
CORE_BOXES = """(async () => {
  const core = document.querySelector('#alice').badge.session.core;
  return [...document.querySelectorAll('sticky-badge')].map((element) => {
    const part = element.shadowRoot.querySelector('[part=badge]');
    const fontSize = parseFloat(getComputedStyle(part).fontSize);
    const handle = element.badge.session.handle;
    const spoken = core.exports.sb_session_accessibility_label(handle);
    return [element.id, core.exports.sb_session_width(handle, fontSize),
      core.exports.sb_session_height(handle, fontSize), element.badge.session.labelText,
      spoken < 0 ? null : core.outputText(spoken)];
  });
})()"""

LOAD_CORE = "(async () => { await (await import('stickybadge')).loadStickyBadge(); })()"


def never_idle(page):
    page.add_init_script(NEVER_IDLE)


def test_rest_before_the_core_is_the_cores_and_nothing_shifts(open_example):
    """At rest before the core: each badge's size, label and spoken label are the core's;
    loading it shifts nothing (Cumulative Layout Shift 0)."""
    page = open_example(page="lazy.html", before=never_idle)
    page.wait_for_timeout(300)
    assert page.evaluate("document.querySelector('#bob').badge") is None, "the core loaded"
    before = page.evaluate(BOXES)
    page.evaluate(LOAD_CORE)
    page.wait_for_timeout(300)
    after = page.evaluate(BOXES)
    assert before == after, (before, after)
    shown = {row[0]: row for row in before}
    assert shown["old"][5] is True and shown["bob"][5] is False, shown
    assert shown["team"][3] == "99+" and shown["team"][4] == "120 unread messages", shown
    assert shown["news"][3] == "" and shown["news"][4] == "New", shown
    assert shown["alice"][4] == "3 unread messages", shown
    for row in page.evaluate(CORE_BOXES):
        if row[0] == "old":
            continue
        rest = shown[row[0]]
        # Layout rounds a box to 1/64 px.
        assert abs(rest[1] - row[1]) < 1 / 32 and abs(rest[2] - row[2]) < 1 / 32, (rest, row)
        assert rest[3] == row[3] and rest[4] == row[4], (rest, row)
    assert shown["team"][1] > shown["bob"][1] > shown["alice"][1] >= shown["alice"][2], shown
    assert page.evaluate("window.layoutShift") == 0


def test_core_arrives_when_idle_with_no_layout_shift(open_example, figures_line):
    """Left alone, the page loads the core when idle; the layout does not move (CLS 0)."""
    page = open_example(page="lazy.html")
    page.wait_for_function("document.querySelector('#bob').badge !== null", timeout=10000)
    page.wait_for_timeout(500)
    shift = page.evaluate("window.layoutShift")
    assert shift == 0, f"Cumulative Layout Shift {shift}"
    figures_line(f"Cumulative Layout Shift with the core arriving at idle: {shift}")


# Times the first ink on the overlay canvas (the first drawn frame) after a pointerdown.
FIRST_FRAME = """
window.drag = { downAt: null, coreAtDown: null, firstFrameAt: null };
document.addEventListener('pointerdown', (event) => {
  window.drag.downAt = event.timeStamp;
  window.drag.coreAtDown = event.target.badge !== null;
}, true);
const fill = CanvasRenderingContext2D.prototype.fill;
CanvasRenderingContext2D.prototype.fill = function (...parts) {
  if (window.drag.downAt !== null && window.drag.firstFrameAt === null
    && this.canvas.dataset && this.canvas.dataset.stickybadgeOverlay !== undefined) {
    window.drag.firstFrameAt = performance.now();
  }
  return fill.apply(this, parts);
};
"""


def test_drag_before_the_core_arrives_is_followed_from_the_first_move(open_example, figures_line):
    """A drag that starts before the core has loaded: every move reaches it (the badge is
    where the pointer is), it snaps and dismisses once; the time from the pointerdown to the
    first drawn frame is printed."""
    def before(page):
        never_idle(page)
        page.add_init_script(FIRST_FRAME)

    page = open_example(page="lazy.html", before=before)
    release_core = hold_core(page)  # the pointer reaching the badge loads it: after the press
    x, y = center(page.locator("#bob").bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    release_core()
    for step in range(1, 11):
        page.mouse.move(x - 6 * step, y + 2 * step)
    page.wait_for_function("window.drag.firstFrameAt !== null", timeout=10000)
    page.wait_for_timeout(100)
    held = page.evaluate("document.querySelector('#bob').badge.inspect()")
    assert held["phase"] == "stretching", held
    assert abs(held["center"][0] - (x - 60)) < 0.01 and abs(held["center"][1] - (y + 20)) < 0.01, held
    for step in range(11, 31):
        page.mouse.move(x - 6 * step, y + 2 * step)
    page.mouse.up()
    page.wait_for_timeout(900)
    log = log_of(page, "bob")
    assert log == ["stickybadge-began", "stickybadge-snapped", "stickybadge-dismiss"], log
    drag = page.evaluate("window.drag")
    assert drag["coreAtDown"] is False, "the core had loaded before the pointerdown"
    milliseconds = drag["firstFrameAt"] - drag["downAt"]
    figures_line(f"pointerdown to the first drawn frame, the core not loaded: {milliseconds:.1f} ms")


def test_failed_wasm_fetch_leaves_static_badges(open_example):
    """stickybadge.wasm cannot be fetched: one clear console error, every badge stays shown
    at its size, a drag does nothing and throws nothing."""
    errors = []

    def before(page):
        page.route("**/stickybadge.wasm", lambda route: route.abort())
        page.on("console", lambda message: message.type == "error" and errors.append(message.text))

    page = open_example(page="lazy.html", before=before)
    page.wait_for_timeout(1500)
    before_drag = page.evaluate(BOXES)
    mouse_drag(page, "#bob", -160, 60)
    ours = [text for text in errors if text.startswith("stickybadge")]
    assert len(ours) == 1, errors
    assert "could not be loaded, badges stay static" in ours[0], ours
    assert page.evaluate(BOXES) == before_drag
    assert all(row[1] > 0 for row in before_drag if not row[5]), before_drag
    assert log_of(page, "bob") == [], log_of(page, "bob")
    assert page.evaluate("document.querySelector('#bob').badge") is None


def test_in_iframe(open_example, package_url):
    """The example inside an iframe of another page: drawn on the iframe's own overlay,
    dismissed once."""
    page = open_example(ready=False)
    page.set_content(
        f'<iframe src="{package_url()}" style="margin: 40px; width: 900px; height: 500px"></iframe>')
    frame = page.frames[1]
    frame.wait_for_load_state()
    frame.wait_for_function("window.stickyReady === true", timeout=15000)
    x, y = center(frame.locator("#bob").bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 31):
        page.mouse.move(x - 170 * step / 30, y + 40 * step / 30)
    page.mouse.up()
    page.wait_for_timeout(900)
    log = frame.evaluate("window.stickyLog.filter((e) => e.id === 'bob').map((e) => e.type)")
    assert log.count("dismiss") == 1, log


def test_file_page_with_the_standalone_script(package_browser, package_site):
    """file.html opened from disk with stickybadge.standalone.js (the wasm inlined): no
    fetch, no module files; a <sticky-badge> and an attached element drag off."""
    context = package_browser.new_context()
    try:
        page = context.new_page()
        page.add_init_script(INSTRUMENT)
        page.goto("file://" + os.path.join(package_site, "file.html"))
        page.wait_for_function("window.stickyReady === true", timeout=15000)
        assert page.evaluate("location.protocol") == "file:"
        mouse_drag(page, "#bob", 170, 60)
        mouse_drag(page, "#legacy", 170, 60)
        log = page.evaluate("window.stickyLog.map((e) => e.type + ' ' + e.id)")
        assert log.count("dismiss bob") == 1, log
        assert log.count("onDismiss legacy") == 1, log
        assert page.evaluate("window.pendingFrames") == 0, "frames still requested"
        assert page.evaluate("window.pageErrors") == []
    finally:
        context.close()


SESSIONS = "[...document.querySelectorAll('sticky-badge')].filter((e) => e.session !== null).map((e) => e.id)"


def test_a_badge_has_a_core_session_only_once_touched(open_example):
    """The core's arrival makes no session: a resting badge has none (its touch target is
    the core's all the same: test_package_roots.py); the press on a badge makes its own, and
    no other badge's."""
    page = open_example(page="lazy.html", before=never_idle)
    page.evaluate(LOAD_CORE)
    page.wait_for_timeout(200)
    assert page.evaluate(SESSIONS) == []
    x, y = center(page.locator("#bob").bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.up()
    page.wait_for_timeout(100)
    assert page.evaluate(SESSIONS) == ["bob"]
