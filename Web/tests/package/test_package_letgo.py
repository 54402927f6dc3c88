"""What a badge lets go of when the page takes it away mid-gesture (pages/changes.html), by
real mouse input: an attached element removed while its badge returns or bursts keeps no
phase, no listener (CDP DOMDebugger.getEventListeners: what the browser holds) and has its
own touch-action back; a count set to 0 mid-drag gives the pointer back to the page, so that
releasing over another element reaches that element, for <sticky-badge> and attached alike."""
from package_pages import center

# An attached counter whose page gave it a touch-action of its own; returns its id.
ATTACH_PANNING = """async () => {
  const api = await (await import('stickybadge')).loadStickyBadge();
  const place = document.querySelector('#place');
  if (window.attached) window.attached.detach();
  place.replaceChildren();
  const element = document.createElement('span');
  element.className = 'counter';
  element.textContent = '12';
  element.id = 'panning';
  element.style.touchAction = 'pan-x';
  place.append(element);
  window.attached = api.attachStickyBadge(element);
  return element.id;
}"""

AFTER_TWO_FRAMES = ("() => new Promise((resolve) => requestAnimationFrame("
                    "() => requestAnimationFrame(resolve)))")


def listener_counter(page):
    """listeners(expression): how many event listeners the object `expression` names has."""
    session = page.context.new_cdp_session(page)

    def listeners(expression):
        found = session.send("Runtime.evaluate", {"expression": expression})["result"]
        return len(session.send("DOMDebugger.getEventListeners",
                                {"objectId": found["objectId"]})["listeners"])
    return listeners


def pull(page, selector, dx, dy, release):
    """Presses the middle of `selector`, moves by (dx, dy), and releases when `release`."""
    x, y = center(page.locator(selector).bounding_box())
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + dx, y + dy, steps=8)
    if release:
        page.mouse.up()


def test_an_attached_element_removed_while_its_badge_moves_is_let_go(open_example):
    """Removed while returning, bursting (or held): the badge has no phase a frame later, the
    element has none of the badge's listeners and its own touch-action (pan-x) again; put
    back, a drag on it pulls nothing."""
    page = open_example(page="changes.html")
    listeners = listener_counter(page)
    problems = []
    for phase, (dx, dy), release in (("returning", (25, 10), True), ("bursting", (160, 60), True),
                                      ("stretching", (25, 10), False)):
        page.evaluate(ATTACH_PANNING)
        page.wait_for_timeout(50)
        attached_listeners = listeners("document.querySelector('#panning')")
        pull(page, "#panning", dx, dy, release)
        seen = page.evaluate("window.attached.phase")
        touch_action = page.evaluate("getComputedStyle(document.querySelector('#panning')).touchAction")
        if seen != phase or attached_listeners == 0 or touch_action != "none":
            problems.append(f"{phase}: before removal {seen}, {attached_listeners} listeners, "
                            f"touch-action {touch_action}")
        page.evaluate("window.removed = document.querySelector('#panning'); window.removed.remove()")
        page.evaluate(AFTER_TWO_FRAMES)
        if not release:
            page.mouse.up()
        phase_after = page.evaluate("window.attached.phase")
        left = listeners("window.removed")
        page.evaluate("document.querySelector('#place').append(window.removed)")
        restored = page.evaluate(
            "[window.removed.style.touchAction, getComputedStyle(window.removed).touchAction]")
        if phase_after is not None:
            problems.append(f"{phase}: removed, the badge is still {phase_after}")
        if left != 0:
            problems.append(f"{phase}: removed, the element keeps {left} listeners")
        if restored != ["pan-x", "pan-x"]:
            problems.append(f"{phase}: removed, its touch-action is {restored}, not pan-x")
        logged = page.evaluate("window.stickyLog.length")
        pull(page, "#panning", 160, 60, True)
        page.wait_for_timeout(100)
        if page.evaluate("window.stickyLog.length") != logged:
            problems.append(f"{phase}: put back, a drag pulled it: "
                            f"{page.evaluate(f'window.stickyLog.slice({logged})')}")
        page.evaluate("window.attached = null")
    assert not problems, "\n".join(problems)


# A plain element at (300, 300) that records which element hears each pointer release.
ADD_TARGET = """() => {
  window.released = [];
  let target = document.querySelector('#other');
  if (!target) {
    target = document.createElement('div');
    target.id = 'other';
    target.style.cssText = 'position: absolute; left: 300px; top: 300px; width: 80px; height: 60px;';
    document.body.append(target);
    document.addEventListener('pointerup', (event) => window.released.push(
      event.composedPath()[0].id || event.composedPath()[0].nodeName), true);
  }
}"""

# The phase of the badge `id` (a <sticky-badge>'s, or the attached one's); null when it has no badge.
PHASE_OR_NONE = """(id) => {
  const badge = document.getElementById(id).badge ?? window.attached;
  return badge ? badge.phase : null;
}"""

ZERO = {"element": "document.getElementById(id).setAttribute('count', '0')",
        "attached": "window.attached.setCount(0)"}


def test_a_count_set_to_0_mid_drag_gives_the_pointer_back(open_example):
    """Held still or pulled far, the count goes to 0: the mouse moved onto another element
    and released there, that element hears the release (not the badge, which has no phase)."""
    page = open_example(page="changes.html")
    page.evaluate(ADD_TARGET)
    problems = []
    for kind in ("element", "attached"):
        for phase, (dx, dy) in (("stretching", (0, 0)), ("stretching", (25, 10)),
                                ("detached", (160, 60))):
            case = f"{kind} {phase} by ({dx}, {dy})"
            badge_id = page.evaluate(f"window.makeBadge('{kind}')")
            page.evaluate("window.released = []")
            page.wait_for_timeout(50)
            pull(page, f"#{badge_id}", dx, dy, False)
            if (dx, dy) != (0, 0):
                seen = page.evaluate(PHASE_OR_NONE, badge_id)
                if seen != phase:
                    problems.append(f"{case}: the badge was {seen}")
            page.evaluate(f"(id) => {{ {ZERO[kind]}; }}", badge_id)
            page.mouse.move(*center(page.locator("#other").bounding_box()), steps=4)
            page.mouse.up()
            page.wait_for_timeout(50)
            phase_after = page.evaluate(PHASE_OR_NONE, badge_id)
            released = page.evaluate("window.released")
            if released != ["other"]:
                problems.append(f"{case}: the release reached {released}, not the other element")
            if phase_after is not None:
                problems.append(f"{case}: the badge is {phase_after} at 0")
    assert not problems, "\n".join(problems)
