"""Browser tests of the web package's policies that the core decides: the label's one font
at rest and while dragged, and the touch margin around a badge.

Run by scripts/check-web-package.sh (pytest Web/tests/test_web_policies.py), against the
chat-list example with the package installed from its packed tarball. STICKYBADGE_WEB_SITE
names a site that script already made (SITE/index.html, SITE/node_modules/stickybadge);
without it the fixture makes one the same way. Real input through Playwright in the
system's Chromium (/usr/bin/chromium).
"""
import functools
import glob
import http.server
import os
import shutil
import subprocess
import tempfile
import threading

import pytest
from playwright.sync_api import sync_playwright

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CHROMIUM = "/usr/bin/chromium"

# A page whose system font is not DejaVu Sans (as on macOS and Windows): fontconfig maps the
# generic families to DejaVu Serif, so a label drawn in `system-ui` shows serifs, while one
# drawn in the core's family by name stays DejaVu Sans.
SERIF_SYSTEM_FONTS = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <match target="pattern">
    <test name="family"><string>system-ui</string></test>
    <edit name="family" mode="assign" binding="strong"><string>DejaVu Serif</string></edit>
  </match>
  <match target="pattern">
    <test name="family"><string>sans-serif</string></test>
    <edit name="family" mode="prepend" binding="strong"><string>DejaVu Serif</string></edit>
  </match>
</fontconfig>
"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def make_site(directory):
    """The example page with the package installed from its tarball, as
    scripts/check-web-package.sh makes it."""
    out = os.path.join(ROOT, ".build", "web-package")
    subprocess.run([os.path.join(ROOT, "scripts", "build-web-package.sh"), out], check=True,
                   stdout=subprocess.DEVNULL)
    shutil.copy(os.path.join(ROOT, "Web", "package", "example", "index.html"), directory)
    tarball = sorted(glob.glob(os.path.join(out, "stickybadge-*.tgz")))[-1]
    subprocess.run(["npm", "install", "--silent", "--no-audit", "--no-fund", "--offline",
                    tarball], cwd=directory, check=True)
    return directory


@pytest.fixture(scope="module")
def site_url():
    site = os.environ.get("STICKYBADGE_WEB_SITE")
    with tempfile.TemporaryDirectory() as scratch:
        directory = site or make_site(scratch)
        handler = functools.partial(Quiet, directory=directory)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        yield f"http://127.0.0.1:{server.server_address[1]}/index.html"
        server.shutdown()


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    fonts = tmp_path_factory.mktemp("fonts") / "fonts.conf"
    fonts.write_text(SERIF_SYSTEM_FONTS)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, env={**os.environ, "FONTCONFIG_FILE": str(fonts)})
        yield browser
        browser.close()


@pytest.fixture
def page(browser, site_url):
    context = browser.new_context(device_scale_factor=2)
    page = context.new_page()
    page.goto(site_url)
    page.wait_for_function("window.stickyReady === true", timeout=15000)
    page.evaluate("document.fonts.ready")
    yield page
    context.close()


def badge_box(page, selector):
    return page.locator(f"{selector} >> [part=badge]").bounding_box()


def log_of(page, badge_id):
    return page.evaluate(
        f"window.stickyLog.filter((e) => e.id === '{badge_id}').map((e) => e.type)")


def pixels(page, clip):
    """The page's pixels in `clip` (CSS pixels): (width, RGBA values) in device pixels."""
    shot = page.screenshot(clip=clip, type="png")
    return page.evaluate("""async (bytes) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)]));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext("2d");
      context.drawImage(bitmap, 0, 0);
      return [bitmap.width, Array.from(context.getImageData(0, 0, bitmap.width, bitmap.height).data)];
    }""", list(shot))


def label_inside(image, box):
    """The label's pixels inside the capsule: for each device pixel of the rectangle 4 CSS
    pixels in from the badge's ends and 3 from its top and bottom (inside the capsule), its
    green channel (the label is white, the capsule red), by row. `image` is `pixels` of the
    badge's box grown by 2 CSS pixels on every side, at a scale of 2."""
    width, values = image
    left, right = 2 * (2 + 4), 2 * (2 + box["width"] - 4)
    top, bottom = 2 * (2 + 3), 2 * (2 + box["height"] - 3)
    return [[values[(y * width + x) * 4 + 1] for x in range(int(left), int(right))]
            for y in range(int(top), int(bottom))]


def ink_rows(rows):
    """The rows holding the label's ink (green channel over 160), first and last."""
    inked = [index for index, row in enumerate(rows) if max(row) > 160]
    return inked[0], inked[-1]


def resting_and_picked_up(page, selector):
    """The label inside the resting badge (its element) and inside the frame drawn at pickup
    (the overlay's canvas), a mouse button held on the badge's centre."""
    box = badge_box(page, selector)
    clip = {"x": box["x"] - 2, "y": box["y"] - 2, "width": box["width"] + 4,
            "height": box["height"] + 4}
    resting = label_inside(pixels(page, clip), box)
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_timeout(100)
    assert page.evaluate(f"document.querySelector('{selector}').badge.phase") == "stretching"
    picked = label_inside(pixels(page, clip), box)
    page.mouse.up()
    return resting, picked


def test_label_font_is_the_cores_at_rest_and_at_pickup(page):
    # The resting badge (the DOM) and the canvas name the core's family; the page's own
    # system font (serif here) is not used for the label.
    family = page.evaluate("""getComputedStyle(document.querySelector('#bob').shadowRoot
      .querySelector('[part=badge]')).fontFamily""")
    assert family.startswith('"DejaVu Sans"'), family
    resting, picked = resting_and_picked_up(page, "#bob")
    # The same glyphs: with the two labels' ink aligned by rows, hardly a pixel differs by
    # more than a third of the range (with the label at rest in the serif system font, 41
    # of them do).
    shift = ink_rows(picked)[0] - ink_rows(resting)[0]
    assert ink_rows(picked)[1] - ink_rows(resting)[1] == shift
    differing = 0
    for y, row in enumerate(resting):
        if 0 <= y + shift < len(picked):
            differing += sum(abs(a - b) > 85 for a, b in zip(row, picked[y + shift]))
    assert differing <= 6, differing


@pytest.mark.parametrize("font_size", [None, 11, 15])
def test_label_baseline_is_the_cores_at_rest(page, font_size):
    # The label stays put when the badge is picked up: its ink is on the same rows, within
    # a device pixel (the page lays text out on CSS pixels, the canvas rounds its baseline to
    # device pixels); centred by line height instead, it rose by 3 device pixels. At the
    # default label font size (13 px: #bob) and at others, on a badge added with its own
    # (with the default size's line height, an 11 px label sat 2 CSS pixels too low).
    selector = "#bob"
    if font_size is not None:
        page.evaluate(f"""(() => {{
          const badge = document.createElement('sticky-badge');
          badge.id = 'sized';
          badge.setAttribute('count', '12');
          badge.style.setProperty('--sticky-badge-font-size', '{font_size}px');
          const holder = document.createElement('div');
          holder.style.cssText = 'position: fixed; left: 300px; top: 8px';
          holder.append(badge);
          document.body.append(holder);
        }})()""")
        page.wait_for_timeout(100)
        selector = "#sized"
    resting, picked = resting_and_picked_up(page, selector)
    first, last = ink_rows(resting)
    assert abs(ink_rows(picked)[0] - first) <= 1 and ink_rows(picked)[1] - last == ink_rows(
        picked)[0] - first, (ink_rows(resting), ink_rows(picked))


@pytest.mark.parametrize("offset, takes_hold", [(13.5, True), (14.5, False)])
def test_touch_margin_widens_the_hit_area(page, offset, takes_hold):
    # A mouse press 13.5 CSS pixels right of the badge, within the default touch margin
    # (14), picks it up and drags it; 14.5 pixels right leaves it at rest.
    box = badge_box(page, "#bob")
    x = box["x"] + box["width"] + offset
    y = box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(x - 4 * step, y + 2 * step)
    phase = page.evaluate("document.querySelector('#bob').badge.phase")
    page.mouse.up()
    page.wait_for_timeout(100)
    log = log_of(page, "bob")
    if takes_hold:
        assert phase == "stretching" and "stickybadge-began" in log, (phase, log)
    else:
        assert phase == "resting" and log == [], (phase, log)


def test_touch_margin_follows_the_configuration(page):
    # A touch margin of 4: the target still reaches 44 pixels square (the core's
    # HitTarget), but a press 6 pixels right of the badge is beyond the margin, so the core
    # does not take hold of it.
    page.evaluate("""document.querySelector('#bob').setAttribute('configuration',
      JSON.stringify({ touchMargin: 4 }))""")
    box = badge_box(page, "#bob")
    outsets = page.evaluate("document.querySelector('#bob').badge.session.hitOutset()")
    assert abs(outsets[0] - (44 - box["width"]) / 2) < 0.01, (outsets, box)
    assert abs(outsets[1] - (44 - box["height"]) / 2) < 0.01, (outsets, box)
    x = box["x"] + box["width"] + 6
    y = box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 40, y + 20, steps=10)
    page.mouse.up()
    assert log_of(page, "bob") == []
