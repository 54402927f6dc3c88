"""What the web package's browser tests share: the page instrumentation and the input helpers
(real input through Playwright and CDP: mouse, touch and pen drags)."""

INSTRUMENT = """
(() => {
  const live = new Map(); // element -> listener count
  window.listenerCount = (element) => live.get(element) || 0;
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    live.set(this, (live.get(this) || 0) + 1);
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    live.set(this, (live.get(this) || 0) - 1);
    return remove.call(this, type, listener, options);
  };
  window.pendingFrames = 0;
  const request = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => {
    window.pendingFrames += 1;
    return request((time) => { window.pendingFrames -= 1; callback(time); });
  };
  window.pageErrors = [];
  window.addEventListener("error", (event) => window.pageErrors.push(String(event.message)));
})();
"""


def center(box):
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def log_of(page, badge_id):
    return page.evaluate(
        f"window.stickyLog.filter((e) => e.id === '{badge_id}').map((e) => e.type)")


def overlay_is_empty(page):
    """Whether the overlay canvas holds no ink at all (nothing left behind by a drag)."""
    return page.evaluate("""(() => {
      const canvas = document.querySelector('canvas[data-stickybadge-overlay]');
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return false;
      return true;
    })()""")


def watch_ink(page, selector, margin, action, milliseconds=700):
    """Runs `action` (a key press) and watches the overlay for `milliseconds`; returns the
    most inked pixels seen at once in total and farther than `margin` CSS pixels outside the
    box of `selector` (a burst throws particles out; a fade stays inside)."""
    box = page.locator(selector).bounding_box()
    page.evaluate(f"""(() => {{
      window.inkSeen = {{ total: 0, outside: 0 }};
      const started = performance.now();
      const poll = () => {{
        const canvas = document.querySelector('canvas[data-stickybadge-overlay]');
        if (canvas) {{
          const ratio = canvas.width / canvas.clientWidth;
          const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
          const left = ({box["x"]} - {margin}) * ratio, right = ({box["x"] + box["width"]} + {margin}) * ratio;
          const top = ({box["y"]} - {margin}) * ratio, bottom = ({box["y"] + box["height"]} + {margin}) * ratio;
          let total = 0, outside = 0;
          for (let y = 0; y < canvas.height; y += 1) for (let x = 0; x < canvas.width; x += 1) {{
            if (data[(y * canvas.width + x) * 4 + 3] === 0) continue;
            total += 1;
            if (x < left || x > right || y < top || y > bottom) outside += 1;
          }}
          window.inkSeen.total = Math.max(window.inkSeen.total, total);
          window.inkSeen.outside = Math.max(window.inkSeen.outside, outside);
        }}
        if (performance.now() - started < {milliseconds}) setTimeout(poll, 10);
      }};
      setTimeout(poll, 0);
    }})()""")
    action()
    page.wait_for_timeout(milliseconds + 200)
    return page.evaluate("window.inkSeen")


def hold(page, selector, dx, dy, steps=10):
    """Presses at the centre of `selector` and moves by (dx, dy) in `steps` moves; keeps
    holding. Returns the centre."""
    x, y = center(page.locator(selector).bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, steps + 1):
        page.mouse.move(x + dx * step / steps, y + dy * step / steps)
    return x, y


def mouse_drag(page, selector, dx, dy, steps=30, back=False):
    x, y = center(page.locator(selector).bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, steps + 1):
        page.mouse.move(x + dx * step / steps, y + dy * step / steps)
    if back:
        for step in range(steps, -1, -1):
            page.mouse.move(x + dx * step / steps, y + dy * step / steps)
    page.mouse.up()
    page.wait_for_timeout(900)


def cdp_drag(page, selector, dx, dy, kind, steps=20):
    """A touch (Input.dispatchTouchEvent) or pen (Input.dispatchMouseEvent) drag."""
    session = page.context.new_cdp_session(page)
    x, y = center(page.locator(selector).bounding_box())
    if kind == "touch":
        def touch(kind, px, py):
            points = [] if kind == "touchEnd" else [{"x": px, "y": py, "id": 1}]
            session.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        touch("touchStart", x, y)
        for step in range(1, steps + 1):
            touch("touchMove", x + dx * step / steps, y + dy * step / steps)
        touch("touchEnd", 0, 0)
    else:
        def pen(kind, px, py, buttons):
            session.send("Input.dispatchMouseEvent", {
                "type": kind, "x": px, "y": py, "button": "left", "buttons": buttons,
                "pointerType": "pen", "clickCount": 1 if kind != "mouseMoved" else 0})
        pen("mousePressed", x, y, 1)
        for step in range(1, steps + 1):
            pen("mouseMoved", x + dx * step / steps, y + dy * step / steps, 1)
        pen("mouseReleased", x + dx, y + dy, 0)
    page.wait_for_timeout(900)
    session.detach()


def hold_core(page):
    """Holds the core's module (core-api.js) back until the returned function is called: the
    pointer reaching a badge loads the core, which on a fast load could arrive before the
    press a test means to make before the core. The function asserts the core was asked for,
    then lets it load."""
    held = []
    page.route("**/core-api.js", lambda route: held.append(route))

    def release():
        assert held, "nothing asked for the core"
        for route in held:
            route.continue_()
        page.unroute("**/core-api.js")
    return release
