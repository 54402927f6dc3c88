"""Where a <sticky-badge>'s events are listened to (pages/roots.html, lazy.html): once per
root that holds badges (the document, another component's shadow root), never on a badge,
before the core and after it, as badges come, move between roots and go; and what the core's
arrival does to the badges at rest: nothing (their touch target is the core's already)."""
from package_pages import center, hold_core, log_of, mouse_drag

NEVER_IDLE = "window.requestIdleCallback = () => 0;"
LOAD_CORE = "(async () => { await (await import('stickybadge')).loadStickyBadge(); })()"
INNER = "document.querySelector('#row').shadowRoot"
INNER_BADGE = f"{INNER}.querySelector('#inner')"


def never_idle(page):
    page.add_init_script(NEVER_IDLE)


def listener_counter(page):
    """listeners(expression): how many event listeners the object `expression` names has
    (CDP DOMDebugger.getEventListeners: what the browser holds, not what a script counted)."""
    session = page.context.new_cdp_session(page)

    def listeners(expression):
        found = session.send("Runtime.evaluate", {"expression": expression})["result"]
        return len(session.send("DOMDebugger.getEventListeners",
                                {"objectId": found["objectId"]})["listeners"])
    return listeners


def badge_listeners(listeners, badge):
    """The listeners on a badge's element and on its box, together."""
    return listeners(badge) + listeners(f"{badge}.shadowRoot.querySelector('[part=badge]')")


def test_the_roots_listen_for_their_badges_not_the_badges(open_example):
    """1 badge or 101 in the document: the same listeners on it, none on any badge; a root
    left with no badge has none of the package's, before the core and after it."""
    page = open_example(page="roots.html", before=never_idle)
    listeners = listener_counter(page)
    page_own = 2  # the page's log (stickybadge-began, stickybadge-dismiss)
    with_one = listeners("document")
    in_component = listeners(INNER)
    assert with_one > page_own and in_component == with_one - page_own, (with_one, in_component)
    page.evaluate("""(() => {
      for (let row = 0; row < 100; row += 1) {
        const badge = document.createElement('sticky-badge');
        badge.setAttribute('count', String(row + 1));
        badge.className = 'added';
        document.body.append(badge);
      }
    })()""")
    assert listeners("document") == with_one
    for badge in ("document.querySelector('#outer')", INNER_BADGE,
                  "document.querySelectorAll('.added')[99]"):
        assert badge_listeners(listeners, badge) == 0, badge
    page.evaluate(LOAD_CORE)
    page.evaluate("document.querySelectorAll('.added')[5].badge.session !== null")  # a session of its own
    assert badge_listeners(listeners, "document.querySelectorAll('.added')[5]") == 0
    assert listeners("document") == with_one
    page.evaluate("document.querySelectorAll('sticky-badge').forEach((badge) => badge.remove())")
    assert listeners("document") == page_own
    assert listeners(INNER) == in_component  # the component's badge is still there
    page.evaluate(f"{INNER_BADGE}.remove()")
    assert listeners(INNER) == 0


def test_a_badge_moved_between_roots_is_listened_to_where_it_is(open_example):
    """The document's badge moved into the component's shadow root: the document stops
    listening (it holds no badge), the shadow root listens once for both; dragged there
    before the core and after, each badge is pulled, the moved one included."""
    page = open_example(page="roots.html", before=never_idle)
    listeners = listener_counter(page)
    in_component = listeners(INNER)
    page.evaluate(f"{INNER}.append(document.querySelector('#outer'))")
    assert listeners("document") == 2 and listeners(INNER) == in_component
    outer = f"{INNER}.querySelector('#outer')"
    box = page.evaluate(f"(() => {{ const r = {outer}.getBoundingClientRect();"
                        " return { x: r.x, y: r.y, width: r.width, height: r.height }; })()")
    x, y = center(box)
    page.mouse.move(x, y)
    page.mouse.down()  # before the core: recorded, and the core loads now
    for step in range(1, 31):
        page.mouse.move(x - 170 * step / 30, y + 60 * step / 30)
    page.mouse.up()
    page.wait_for_timeout(900)
    assert page.evaluate("window.stickyLog.map((e) => e.type + ' ' + e.id)") == [
        "stickybadge-began outer", "stickybadge-dismiss outer"]
    mouse_drag(page, "#row >> #inner", 170, 60)
    assert log_of(page, "inner") == ["stickybadge-began", "stickybadge-dismiss"]


def test_before_the_core_a_press_counts_on_the_badge_not_beside_it(open_example):
    """Before the core, a press in a badge's touch target but beside the badge is not
    recorded (which badge it belongs to among targets that share space is the core's
    choice), though it loads the core; one on the badge pulls it."""
    page = open_example(page="lazy.html", before=never_idle)
    # The press beside the badge loads the core: held back until that press is over.
    release_core = hold_core(page)
    box = page.locator("#bob").bounding_box()
    for x, y in ((box["x"] + box["width"] + 6, box["y"] + box["height"] / 2), center(box)):
        if x <= box["x"] + box["width"]:
            release_core()
        page.mouse.move(x, y)
        page.mouse.down()
        for step in range(1, 31):
            page.mouse.move(x - 170 * step / 30, y + 60 * step / 30)
        page.mouse.up()
        page.wait_for_timeout(900)
        if x > box["x"] + box["width"]:
            assert page.evaluate("window.stickyLog") == []
    log = log_of(page, "bob")
    assert log.count("stickybadge-began") == 1 and log[-1] == "stickybadge-dismiss", log


# Every resting badge's shadow tree and element, watched for any change while the core arrives.
WATCH = """(() => {
  window.changes = [];
  const observer = new MutationObserver((records) => window.changes.push(...records.map(
    (record) => `${record.target.nodeName} ${record.attributeName}`)));
  for (const element of document.querySelectorAll('sticky-badge')) {
    const options = { attributes: true, childList: true, characterData: true, subtree: true };
    observer.observe(element, options);
    observer.observe(element.shadowRoot, options);
  }
})()"""


def test_the_cores_arrival_writes_nothing_to_a_resting_badge(open_example):
    """The core arrives: no badge at rest is written to (no style, no attribute), so that its
    arrival costs nothing per badge on the page."""
    page = open_example(page="lazy.html", before=never_idle)
    page.evaluate(WATCH)
    page.evaluate(LOAD_CORE)
    page.wait_for_timeout(300)
    assert page.evaluate("window.changes") == []


# Badges of every label length at several label font sizes, appended to the page.
SIZES = """(() => {
  for (const fontSize of [6, 9, 13, 17.5, 24, 40]) {
    for (const count of ['', '5', '42', '120', '99999']) {
      const badge = document.createElement('sticky-badge');
      badge.className = 'sized';
      badge.setAttribute('count', count);
      if (count === '99999') badge.setAttribute('max', '9999');
      badge.style.setProperty('--sticky-badge-font-size', `${fontSize}px`);
      document.body.append(document.createElement('br'), badge);
    }
  }
})()"""

# Each sized badge's touch target at rest (its styles) and its session's (the core's).
TARGETS = """[...document.querySelectorAll('.sized')].map((element) => {
  const part = element.shadowRoot.querySelector('[part=badge]');
  const target = getComputedStyle(part, '::before');
  const resting = [-parseFloat(target.left), -parseFloat(target.right),
    -parseFloat(target.top), -parseFloat(target.bottom)];
  const session = element.badge.session;
  session.prepare(); // placed where the element is
  const core = session.hitOutset();
  return [part.getBoundingClientRect().width, part.getBoundingClientRect().height, resting, core];
})"""


def test_the_resting_touch_target_is_the_cores(open_example):
    """A resting badge's touch target (its styles: no session, nothing written when the core
    arrives) reaches as far as its session's (the core's HitTarget) on each side, for every
    label length at label fonts from 6 to 40 px."""
    page = open_example(page="lazy.html", before=never_idle)
    page.evaluate(SIZES)
    page.evaluate(LOAD_CORE)
    page.wait_for_timeout(100)
    targets = page.evaluate(TARGETS)
    assert len(targets) == 30
    reaches = set()
    for width, height, resting, core in targets:
        expected = [core[0], core[0], core[1], core[1]]
        assert all(abs(a - b) < 0.01 for a, b in zip(resting, expected)), (width, height, resting, core)
        reaches.add(round(core[1], 2))
    assert len(reaches) > 2, reaches  # the minimum side (small badges) and the margin (large)
