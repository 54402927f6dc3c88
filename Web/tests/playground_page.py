"""The web playground as the browser tests see it: a page, its badges and pointer drags.

Reads the page's state through window.stickyBadge (see Web/README.md).
"""
import base64
import os
import subprocess

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
SCENARIOS = os.path.join(HERE, "scenarios")
REFERENCES = os.path.join(HERE, "references")
VIEWPORT = {"width": 1200, "height": 800}
# Screenshots may differ from the references in at most this fraction of pixels, where a
# pixel differs when any channel differs by more than CHANNEL_TOLERANCE (anti-aliasing,
# font hinting).
PIXEL_TOLERANCE = 0.01
CHANNEL_TOLERANCE = 40


class Playground:
    """One playground page in a fresh browser context, loaded with its seven badges."""

    def __init__(self, browser, url, **context_options):
        options = {"viewport": VIEWPORT, "device_scale_factor": 1}
        options.update(context_options)
        self.context = browser.new_context(**options)
        self.page = self.context.new_page()
        self.errors = []
        self.closed = False
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(url)
        self.page.wait_for_function("window.stickyBadge !== undefined")
        self.page.evaluate("window.stickyBadge.ready")
        self.page.wait_for_function("window.stickyBadge.state().badges.length === 7")

    def close(self):
        """Closes the context (once); the page must not have thrown."""
        if self.closed:
            return
        self.closed = True
        self.context.close()
        assert not self.errors, "page errors: " + "; ".join(self.errors)

    def state(self):
        return self.page.evaluate("window.stickyBadge.state()")

    def badge(self, badge_id):
        for badge in self.state()["badges"]:
            if badge["id"] == badge_id:
                return badge
        raise AssertionError("no badge " + badge_id)

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

    def hold(self, start, end, steps, settle_ms=50):
        """Presses at `start` and moves to `end` in `steps` moves, one a frame; keeps holding."""
        self.page.mouse.move(*start)
        self.page.mouse.down()
        for point in line(start, end, steps):
            self.page.wait_for_timeout(16)
            self.page.mouse.move(*point)
        self.page.wait_for_timeout(settle_ms)

    def wait_for_phase(self, badge_id, phases, timeout=5000):
        phases = [phases] if isinstance(phases, str) else phases
        self.page.wait_for_function(
            "([id, phases]) => phases.includes(window.stickyBadge.state().badges.find(b => b.id === id).phase)",
            arg=[badge_id, phases], timeout=timeout)

    def wait_until_idle(self, timeout=5000):
        self.page.wait_for_function("!window.stickyBadge.state().animating", timeout=timeout)

    def simulate(self, scenario_text):
        """The page's wasm `simulate` output at 60 frames per second."""
        return self.page.evaluate("([text]) => window.stickyBadge.simulate(text, 60)", [scenario_text]).strip()


def line(start, end, steps):
    """`steps` evenly spaced points from just after `start` to `end`."""
    return [(start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
            for i in range(1, steps + 1)]


def offset(point, dx, dy):
    return (point[0] + dx, point[1] + dy)


@pytest.fixture
def open_playground(browser, playground_url):
    """Returns a function opening the playground over http (context options as keywords);
    every page it opened is closed after the test, which fails on a page error."""
    opened = []

    def open_page(url=None, **options):
        playground = Playground(browser, url or playground_url, **options)
        opened.append(playground)
        return playground

    yield open_page
    for playground in opened:
        playground.close()


def native_simulate(cli, scenario_text, label):
    """`stickybadge simulate - --fps 60` of the scenario text."""
    native = subprocess.run([cli, "simulate", "-", "--fps", "60"], input=scenario_text.encode(),
                            capture_output=True, check=False)
    assert native.returncode == 0, f"{label}: stickybadge simulate failed: {native.stderr.decode()}"
    return native.stdout.decode().strip()


COMPARE_PNGS = """async ([a, b, channel]) => {
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
}"""


def compare_screenshot(playground, name, update_references):
    """The phone frame's screenshot against Web/tests/references/NAME (written when missing
    or with --update-references; a missing reference fails)."""
    image = playground.page.locator(".phone").screenshot()
    path = os.path.join(REFERENCES, name)
    if update_references or not os.path.exists(path):
        os.makedirs(REFERENCES, exist_ok=True)
        with open(path, "wb") as f:
            f.write(image)
        assert update_references, f"no reference {name}: wrote one, check it in"
        return
    with open(path, "rb") as f:
        reference = f.read()
    result = playground.page.evaluate(
        COMPARE_PNGS,
        [base64.b64encode(image).decode(), base64.b64encode(reference).decode(), CHANNEL_TOLERANCE])
    assert "sizeMismatch" not in result, f"{name}: size {result.get('sizeMismatch')}"
    fraction = result["differing"] / result["total"]
    if fraction > PIXEL_TOLERANCE:
        with open(os.path.join("/tmp", "stickybadge-" + name), "wb") as f:
            f.write(image)
        raise AssertionError(f"{name}: {fraction:.2%} of pixels differ (tolerance {PIXEL_TOLERANCE:.0%}); "
                             f"actual in /tmp/stickybadge-{name}")

