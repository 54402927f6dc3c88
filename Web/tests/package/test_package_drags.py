"""The web package's drags in the chat-list example: mouse, touch and pen, held still,
drawn outside a clipping list, two pointers at once, an attached element, a badge removed
mid-burst, a clear-all group."""
from package_pages import center, cdp_drag, hold, log_of, mouse_drag, overlay_is_empty


def test_short_pull(open_example):
    """mouse: short pull springs home."""
    page = open_example()
    mouse_drag(page, "#bob", -20, 0)
    page.wait_for_timeout(1500)  # the return spring settles
    log = log_of(page, "bob")
    assert "stickybadge-began" in log and "stickybadge-restored" in log, log
    assert "dismiss" not in log, log
    visibility = page.evaluate(
        "getComputedStyle(document.querySelector('#bob').shadowRoot"
        ".querySelector('[part=badge]')).visibility")
    assert visibility == "visible", visibility
    assert overlay_is_empty(page), "the drag left ink on the overlay"


def test_drag_start_distance(open_example):
    """configuration attribute: with dragStartDistance 30, a 29 px drag is no pull, 31 px is."""
    page = open_example()
    page.evaluate("""document.querySelector('#bob')
      .setAttribute('configuration', '{"dragStartDistance": 30}')""")
    mouse_drag(page, "#bob", -29, 0)
    assert "stickybadge-began" not in log_of(page, "bob"), log_of(page, "bob")
    mouse_drag(page, "#bob", -31, 0)
    page.wait_for_timeout(1500)  # the return spring settles
    log = log_of(page, "bob")
    assert log.count("stickybadge-began") == 1 and "stickybadge-restored" in log, log


def test_drag_start_distance_leaves_vertical_touch_swipes_to_the_list(open_example):
    """touch (CDP): with dragStartDistance, a vertical swipe that starts on a badge scrolls
    the list and pulls nothing; without it, the same swipe pulls the badge and the list stays.
    20 px is past Chromium's touch slop (about 15 px): the moves it delivers before it takes
    the swipe for scrolling stay under the distance (at 16 px they reach it)."""
    page = open_example(touch=True)
    scroll_top = "document.querySelector('#chats').scrollTop"
    cdp_drag(page, "#bob", 0, -60, "touch")
    log = log_of(page, "bob")
    assert "stickybadge-began" in log and page.evaluate(scroll_top) == 0, log
    page.evaluate("""document.querySelector('#bob')
      .setAttribute('configuration', '{"dragStartDistance": 20}')""")
    page.wait_for_timeout(1500)  # the return spring settles; the badge is configured when idle
    assert page.evaluate("""getComputedStyle(document.querySelector('#bob').shadowRoot
      .querySelector('[part=badge]')).touchAction""") == "pan-y"
    before = log_of(page, "bob").count("stickybadge-began")
    cdp_drag(page, "#bob", 0, -60, "touch")
    assert page.evaluate(scroll_top) > 0, "the list did not scroll"
    assert log_of(page, "bob").count("stickybadge-began") == before, log_of(page, "bob")


def test_long_pull(open_example):
    """mouse: long pull bursts, stickybadge-dismiss exactly once."""
    page = open_example()
    mouse_drag(page, "#bob", -160, 60)
    log = log_of(page, "bob")
    assert log.count("dismiss") == 1, log
    assert "stickybadge-snapped" in log, log
    assert page.evaluate("window.pendingFrames") == 0, "frames still requested"
    assert overlay_is_empty(page), "the burst left ink on the overlay"


def test_out_and_back(open_example):
    """mouse: out and back re-attaches."""
    page = open_example()
    mouse_drag(page, "#bob", -160, 0, back=True)
    log = log_of(page, "bob")
    assert "stickybadge-snapped" in log and "stickybadge-reattached" in log, log
    assert "dismiss" not in log, log


def test_held_still(open_example):
    """mouse: held still, no frame requested and the drawing stays."""
    page = open_example()
    # Held still on the stretched badge: no animation frame requested, the drawing
    # stays on the overlay; the next move draws it again.
    x, y = center(page.locator("#bob").bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(x - 4 * step, y)
    page.wait_for_timeout(300)
    frames = page.evaluate("window.pendingFrames")
    assert frames == 0, f"{frames} animation frames requested while held still"
    assert not overlay_is_empty(page), "the held badge is not drawn"
    page.mouse.move(x - 50, y)
    page.wait_for_timeout(50)
    assert not overlay_is_empty(page), "the moved badge is not drawn"
    page.mouse.up()
    page.wait_for_timeout(1500)
    assert overlay_is_empty(page), "the drag left ink on the overlay"
    assert page.evaluate("window.pendingFrames") == 0, "frames still requested"


def test_touch_drag(open_example):
    """touch (CDP): long pull dismisses once."""
    page = open_example(touch=True)
    cdp_drag(page, "#alice", -170, 40, "touch")
    assert (log_of(page, "alice")).count("dismiss") == 1


def test_pen_drag(open_example):
    """pen (CDP): long pull dismisses once."""
    page = open_example()
    cdp_drag(page, "#alice", -170, 40, "pen")
    assert (log_of(page, "alice")).count("dismiss") == 1


def test_drawn_outside_clipping_list(open_example):
    """overflow:hidden list: drag drawn outside it (pixel)."""
    page = open_example()
    box = page.locator("#chats").bounding_box()
    x, y = center(page.locator("#carol").bounding_box())
    target_y = box["y"] + box["height"] + 30  # below the overflow:hidden list
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 21):
        page.mouse.move(x - 100 * step / 20, y + (target_y - y) * step / 20)
    page.wait_for_timeout(100)
    pixel = page.evaluate(f"""(() => {{
      const canvas = document.querySelector('canvas[data-stickybadge-overlay]');
      const ratio = canvas.width / canvas.clientWidth;
      const side = Math.round(16 * ratio);
      const data = canvas.getContext('2d').getImageData(
        Math.round(({x - 100} - 8) * ratio), Math.round(({target_y} - 8) * ratio),
        side, side).data;
      let blue = [0, 0, 0, 0];  // the most opaque pixel of Carol's blue in the square
      for (let i = 0; i < data.length; i += 4) {{
        if (data[i] < 60 && data[i + 2] > 200 && data[i + 3] > blue[3])
          blue = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      }}
      return blue;
    }})()""")
    page.mouse.up()
    # Carol's colour is #0062cc: blue, opaque, drawn below the list's box.
    assert pixel[3] > 200 and pixel[2] > 200 and pixel[0] < 60, pixel


def test_two_pointers(open_example):
    """two pointers at once."""
    page = open_example(touch=True)
    session = page.context.new_cdp_session(page)
    a = center(page.locator("#alice").bounding_box())
    b = center(page.locator("#team").bounding_box())
    def points(t):
        return [{"x": a[0] - 170 * t, "y": a[1], "id": 1},
                {"x": b[0] - 170 * t, "y": b[1] + 30 * t, "id": 2}]
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": points(0)})
    for step in range(1, 21):
        session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": points(step / 20)})
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_timeout(900)
    assert (log_of(page, "alice")).count("dismiss") == 1
    assert (log_of(page, "team")).count("dismiss") == 1


def test_attach_existing(open_example):
    """attachStickyBadge on an existing element."""
    page = open_example()
    mouse_drag(page, "#legacy", 160, 60)
    log = log_of(page, "legacy")
    assert log.count("dismiss") == 1 and log.count("onDismiss") == 1, log


def test_remove_mid_burst(open_example):
    """removed mid-burst: no error, no frame left, no listener on the badge (its root's
    listen for it: test_package_roots.py)."""
    page = open_example()
    before = page.evaluate("window.listenerCount(document.querySelector('#bob')"
                                 ".shadowRoot.querySelector('[part=badge]'))")
    page.evaluate("""(() => {
      window.bobBox = document.querySelector('#bob').shadowRoot.querySelector('[part=badge]');
      document.querySelector('#bob').dismiss();
    })()""")
    page.wait_for_timeout(60)
    page.evaluate("document.querySelector('#bob').remove()")
    page.wait_for_timeout(400)
    after = page.evaluate("window.listenerCount(window.bobBox)")
    frames = page.evaluate("window.pendingFrames")
    assert before == 0 and after == 0, (before, after)
    assert frames == 0, f"{frames} animation frames still requested"


def test_clear_all(open_example):
    """clear all: rows burst top to bottom, once, then completion."""
    page = open_example()
    # Dragging the total off bursts every visible row badge in turn, top to
    # bottom (the hidden "old" one is not dismissed again), then completes once.
    mouse_drag(page, "#total", -200, 120)
    page.wait_for_timeout(1500)
    order = page.evaluate(
        "window.stickyLog.filter((e) => e.type === 'dismiss').map((e) => e.id)")
    assert order[0] == "total", order
    rows = [name for name in order[1:]]
    assert rows[:4] == ["alice", "bob", "team", "news"], order
    assert sorted(rows) == sorted(set(rows)), f"a row dismissed twice: {order}"
    completed = page.evaluate(
        "window.stickyLog.filter((e) => e.type === 'clearall').length")
    assert completed == 1, completed
    kinds = page.evaluate(
        "window.stickyLog.filter((e) => e.type === 'dismiss' || e.type === 'clearall')"
        ".map((e) => e.type)")
    assert kinds[-1] == "clearall", f"the group completed before its last burst: {kinds}"
    print(f"     clear-all order: {order}")


def test_clear_all_reads_the_rows_after_the_page_answers_the_release(open_example):
    """clear all: the page answers the total's release by moving Dave's row to the top (a
    new message); the group reads where the rows are after that, so Dave's bursts first."""
    page = open_example()
    page.evaluate("""(() => {
      const list = document.querySelector('#chats');
      list.style.display = 'flex';
      list.style.flexDirection = 'column';
      document.addEventListener('stickybadge-release', (event) => {
        if (event.target.id === 'total') document.querySelector('#dave').closest('li').style.order = -1;
      });
    })()""")
    mouse_drag(page, "#total", -200, 120)
    page.wait_for_function(
        "window.stickyLog.some((e) => e.type === 'clearall')", timeout=5000)
    order = page.evaluate(
        "window.stickyLog.filter((e) => e.type === 'dismiss' && e.id !== 'total').map((e) => e.id)")
    assert order[:5] == ["dave", "alice", "bob", "team", "news"], order


def test_clear_all_through_a_long_task(open_example):
    """clear all: a long task mid-sequence (several members due in one frame) still bursts
    every row once, top to bottom, and completes once, after the last burst."""
    page = open_example()
    # The long task runs in the first row's dismissal: the rows a frame apart are then all
    # due in the next frame, however fast the machine runs the sequence.
    page.evaluate("""document.addEventListener('stickybadge-dismiss', (event) => {
      if (event.target.id !== 'alice') return;
      const end = performance.now() + 700;
      while (performance.now() < end);
    })""")
    x, y = center(page.locator("#total").bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 31):
        page.mouse.move(x - 200 * step / 30, y + 120 * step / 30)
    page.mouse.up()
    page.wait_for_function(
        "window.stickyLog.some((e) => e.type === 'clearall')", timeout=5000)
    page.wait_for_timeout(300)
    log = page.evaluate(
        "window.stickyLog.filter((e) => e.type === 'dismiss' || e.type === 'clearall')"
        ".map((e) => e.type + ':' + e.id)")
    rows = [entry.split(":")[1] for entry in log if entry.startswith("dismiss:")][1:]
    assert rows[:4] == ["alice", "bob", "team", "news"], log
    assert sorted(rows) == sorted(set(rows)), f"a row dismissed twice: {log}"
    assert log[-1].startswith("clearall:") and sum(e.startswith("clearall:") for e in log) == 1, log


def test_clear_all_while_a_finger_holds_the_first_row(open_example):
    """clear all: a finger stretches Alice's badge while another pulls the total off, and a
    long task as the total is released leaves every row due in the group's first frame:
    Alice's first (held, her dismissal reports several events at once), then the others'.
    Every row is dismissed once, and the group completes once, after them."""
    page = open_example(touch=True)
    page.evaluate("""document.addEventListener('stickybadge-release', (event) => {
      if (event.target.id !== 'total') return;
      const end = performance.now() + 700;
      while (performance.now() < end);
    })""")
    session = page.context.new_cdp_session(page)
    alice = center(page.locator("#alice").bounding_box())
    total = center(page.locator("#total").bounding_box())
    held = {"x": alice[0] - 12, "y": alice[1], "id": 1}  # stretched, under the snap distance

    def touches(t):
        return [held, {"x": total[0] - 200 * t, "y": total[1] + 120 * t, "id": 2}]
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [
        {"x": alice[0], "y": alice[1], "id": 1}]})
    session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [held]})
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": touches(0)})
    for step in range(1, 21):
        session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": touches(step / 20)})
    assert page.evaluate("document.querySelector('#alice').badge.phase") == "stretching"
    # The total's finger lifts (Chromium's touchEnd releases the points it names).
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": touches(1)[1:]})
    page.wait_for_function(
        "window.stickyLog.some((e) => e.type === 'clearall')", timeout=5000)
    page.wait_for_timeout(300)
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    log = page.evaluate(
        "window.stickyLog.filter((e) => e.type === 'dismiss' || e.type === 'clearall')"
        ".map((e) => e.type + ':' + e.id)")
    rows = [entry.split(":")[1] for entry in log if entry.startswith("dismiss:") and entry != "dismiss:total"]
    assert sorted(rows) == ["alice", "bob", "carol", "dave", "news", "team"], log
    assert log[-1] == "clearall:total" and sum(e.startswith("clearall:") for e in log) == 1, log
