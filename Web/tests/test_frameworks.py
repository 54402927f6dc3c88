"""The package's framework components in apps, as a user builds them
(scripts/check-web-frameworks.sh): the React 18 example (stickybadge/react) bundled by esbuild,
by rollup with its plugins and by webpack 5, the Preact 8 example (stickybadge/preact) bundled
by esbuild, and the Vue 2 example (stickybadge/vue) with an import map, each a chat list whose
badges' counts come from the framework's state, under a total badge that clears them all.
Real mouse drags in headless Chromium: a dismissal flows into the state, a short pull does
not, a count the state changes updates its badge, a dismissed badge comes back with a new
count, and dragging the total off bursts every chat's badge into the state, again after new
messages.

Run by scripts/check-web-frameworks.sh, which builds the consumer folder
(.build/web-frameworks, or STICKYBADGE_FRAMEWORKS_SITE).
"""
import functools
import json
import http.server
import os
import threading

import pytest
from axe_check import assert_accessible, focus_badge_for_dismissal
from playwright.sync_api import TimeoutError as PlaywrightTimeout, sync_playwright

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
APPS = ["react", "react-rollup", "react-webpack", "preact", "vue"]
# The examples' chats: (id, unread) at the start; "team" shows "99+" (max 99). The total's
# badge ("all", max 99) is their clear-all group's trigger.
START = {"alice": 3, "bob": 12, "team": 120}
SNAP_DISTANCE = 80  # the core's default, in CSS pixels: a pull past it and away dismisses


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="module")
def base_url():
    site = os.environ.get("STICKYBADGE_FRAMEWORKS_SITE", os.path.join(ROOT, ".build", "web-frameworks"))
    if not os.path.isfile(os.path.join(site, "react", "app.js")):
        pytest.fail("no consumer folder: run scripts/check-web-frameworks.sh")
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium")
        yield browser
        browser.close()


@pytest.fixture(params=APPS)
def page(request, browser, base_url):
    context = browser.new_context()
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.goto(f"{base_url}/{request.param}/index.html")
    page.wait_for_function("""() => {
      const badges = [...document.querySelectorAll("sticky-badge")];
      return customElements.get("sticky-badge") !== undefined && badges.length === 4
        && badges.every((badge) => badge.getBoundingClientRect().width > 0);
    }""", timeout=15000)
    # The core has arrived (idle, or at once): these tests are about the app's state, and a
    # press in the moments before the package's early input has loaded only loads the core
    # (the package's tests cover a drag before the core).
    page.wait_for_function("""() => [...document.querySelectorAll("sticky-badge")]
      .every((badge) => badge.badge !== null)""", timeout=15000)
    # Every stickybadge-* event that reaches the document, by badge.
    page.evaluate("""() => {
      window.seen = [];
      for (const type of ["stickybadge-began", "stickybadge-restored", "stickybadge-dismiss",
        "stickybadge-clearall"]) {
        document.addEventListener(type, (event) => window.seen.push(`${event.target.id} ${type}`));
      }
    }""")
    yield page
    context.close()
    assert errors == [], errors


def total(page):
    return int(page.text_content("#total"))


def read_log(page):
    return page.locator("#read-log li").all_text_contents()


BADGE_STATE = """(id) => {
  const element = document.getElementById(id);
  const box = element.shadowRoot.querySelector("[part=badge]");
  return { label: box.textContent, spoken: box.getAttribute("aria-label"),
    count: element.getAttribute("count"), hidden: element.hidden };
}"""


def badge(page, chat):
    """The badge's label, spoken label, count attribute and whether it is hidden."""
    return page.evaluate(BADGE_STATE, chat)


def expect_badge(page, chat, label, count):
    """Waits (a few seconds at most) for the badge to show `label` for `count` unread
    messages, spoken as the core says it in English, and asserts it."""
    spoken = f"{count} unread message" + ("" if count == 1 else "s")
    expected = {"label": label, "spoken": spoken, "count": str(count), "hidden": False}
    try:
        page.wait_for_function(f"""(id) => JSON.stringify(({BADGE_STATE})(id))
          === JSON.stringify({json.dumps(expected)})""", arg=chat, timeout=5000)
    except PlaywrightTimeout:
        pass  # the assertion below says what the badge shows instead
    assert badge(page, chat) == expected


def drag(page, chat, dx, dy, steps=30):
    box = page.locator(f"#{chat}").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, steps + 1):
        page.mouse.move(x + dx * step / steps, y + dy * step / steps)
    page.mouse.up()


def new_message(page, chat):
    page.locator("li.chat", has=page.locator(f"#{chat}")).get_by_role("button", name="New message").click()


def test_counts_come_from_the_state(page):
    assert total(page) == sum(START.values())
    expect_badge(page, "alice", "3", 3)
    expect_badge(page, "team", "99+", 120)


def test_a_dismissal_flows_into_the_state(page):
    drag(page, "bob", -2 * SNAP_DISTANCE, 0)
    page.wait_for_function("document.querySelector('#read-log li') !== null", timeout=5000)
    assert read_log(page) == ["bob 12"]
    assert total(page) == sum(START.values()) - 12
    page.wait_for_function("document.getElementById('bob').hidden")
    assert badge(page, "bob")["count"] == "0"
    assert page.evaluate("window.seen") == ["bob stickybadge-began", "bob stickybadge-dismiss"]
    assert badge(page, "alice")["label"] == "3", "the other badges stay"


def test_a_short_pull_springs_home_and_changes_nothing(page):
    drag(page, "alice", -SNAP_DISTANCE / 4, 0)
    page.wait_for_function("window.seen.includes('alice stickybadge-restored')", timeout=5000)
    assert page.evaluate("window.seen") == ["alice stickybadge-began", "alice stickybadge-restored"]
    assert read_log(page) == []
    assert total(page) == sum(START.values())
    expect_badge(page, "alice", "3", 3)


def test_a_count_changed_by_the_state_updates_its_badge(page):
    new_message(page, "alice")
    expect_badge(page, "alice", "4", 4)
    assert total(page) == sum(START.values()) + 1
    assert page.evaluate("window.seen") == []


def test_a_dismissed_badge_comes_back_with_a_new_count(page):
    drag(page, "bob", -2 * SNAP_DISTANCE, 0)
    page.wait_for_function("document.getElementById('bob').hidden", timeout=5000)
    new_message(page, "bob")
    expect_badge(page, "bob", "1", 1)
    assert total(page) == sum(START.values()) - 12 + 1
    page.wait_for_timeout(300)  # the badge is laid out at its new size
    drag(page, "bob", 0, 2 * SNAP_DISTANCE)  # and can be dismissed again
    page.wait_for_function("document.querySelectorAll('#read-log li').length === 2", timeout=5000)
    assert read_log(page) == ["bob 12", "bob 1"]
    assert total(page) == sum(START.values()) - 12


def test_the_total_clears_every_badge_into_the_state_and_again_after_new_messages(page):
    expect_badge(page, "all", "99+", sum(START.values()))
    drag(page, "all", 0, 2 * SNAP_DISTANCE)
    page.wait_for_function("document.querySelectorAll('#read-log li').length === 3", timeout=10000)
    assert read_log(page) == ["alice 3", "bob 12", "team 120"], "top to bottom, each once"
    assert total(page) == 0
    page.wait_for_function("['all', 'alice', 'bob', 'team'].every((id) => document.getElementById(id).hidden)")
    assert page.evaluate("window.seen").count("bob stickybadge-dismiss") == 1
    # The group has run (its last burst is over): it may run again.
    page.wait_for_function("window.seen.includes('all stickybadge-clearall')", timeout=5000)
    new_message(page, "bob")
    new_message(page, "team")
    expect_badge(page, "all", "2", 2)
    expect_badge(page, "bob", "1", 1)
    page.wait_for_timeout(300)  # the total's badge is laid out at its new size
    drag(page, "all", 0, 2 * SNAP_DISTANCE)
    page.wait_for_function("document.querySelectorAll('#read-log li').length === 5", timeout=10000)
    assert read_log(page)[3:] == ["bob 1", "team 1"]
    assert total(page) == 0


def test_the_app_passes_axe_at_rest_and_with_a_badge_focused(page):
    """axe-core, as web teams gate their pages: no violation with the badges at rest, nor with
    Bob's badge focused for keyboard dismissal (Tab until it has the focus, as before Delete)."""
    assert_accessible(page, "the app at rest")
    focus_badge_for_dismissal(page, "#bob")
    assert_accessible(page, "the app with Bob's badge focused")


def test_react_hydrates_a_server_render_with_no_warning(browser, base_url):
    """A server render of the React components (Web/tests/frameworks/hydration-app.mjs),
    hydrated by React 18's development build with the package defined first: React prints no
    warning and recovers from no mismatch, whatever the element writes on itself when it is
    defined (a count of 0 hides it, a colour); the badges show what the server rendered; and
    after hydration a dismissal reaches the app's state."""
    context = browser.new_context()
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{base_url}/react-hydrate/index.html")
    page.wait_for_function("window.hydration !== undefined", timeout=15000)
    page.wait_for_function("document.getElementById('bob').badge !== null", timeout=15000)
    assert page.evaluate("window.hydration.messages") == []
    shown = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll("sticky-badge")]
      .map((element) => [element.id, element.checkVisibility() ? element.badge.count : "hidden"]))""")
    assert shown == {"bob": 12, "read": "hidden", "dot": None, "blue": 5, "muted": "hidden",
                     "styled": 7, "all": 38}
    assert page.evaluate("document.getElementById('styled').className") == "unread"
    drag(page, "bob", -2 * SNAP_DISTANCE, 0)
    page.wait_for_function("document.getElementById('bob-count').textContent === '0'", timeout=5000)
    assert page.evaluate("window.hydration.messages") == []
    context.close()
    assert errors == [], errors
