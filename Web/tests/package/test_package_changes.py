"""Counts and removal at any moment (pages/changes.html): whatever the page does while a
badge is held, stretching, snapped, returning or bursting (its count to 0, to "99+", to a
dot; `hidden`; removing a <sticky-badge> or an attached element; detach()), the overlay is
clear within one frame of the badge ceasing to exist, no animation frame keeps running once
things settle, and no dismissal is reported for a badge the page hid itself. Real mouse
drags, one page for every combination."""
from package_pages import overlay_is_empty

PHASES = ("held", "stretching", "snapped", "returning", "bursting")
# (kind of badge, the change, whether the badge ceases to exist, the change's script on `element`)
CHANGES = (
    ("element", "count 0", True, "element.setAttribute('count', '0')"),
    ("element", "count 99+", False, "element.setAttribute('count', '120')"),
    ("element", "a dot", False, "element.setAttribute('count', '')"),
    ("element", "hidden", True, "element.hidden = true"),
    ("element", "removed", True, "element.remove()"),
    ("attached", "setCount(0)", True, "window.attached.setCount(0)"),
    ("attached", "removed", True, "element.remove()"),
    ("attached", "detach()", True, "window.attached.detach()"),
)
# Whether the page hid the badge itself (then no dismissal may be reported after the change).
HIDDEN_BY_PAGE = ("count 0", "hidden", "setCount(0)")

PHASE_OF = """(id) => {
  const element = document.getElementById(id);
  const badge = element.badge ?? element.controller;
  return badge.phase;
}"""


def enter(page, badge_id, phase):
    """Puts the badge in `phase` with the mouse; returns the phase it is in."""
    box = page.locator(f"#{badge_id}").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    if phase == "held":
        return page.evaluate(PHASE_OF, badge_id)
    far = phase in ("snapped", "bursting")
    page.mouse.move(x + (160 if far else 25), y + (60 if far else 10), steps=8)
    if phase in ("returning", "bursting"):
        page.mouse.up()
    return page.evaluate(PHASE_OF, badge_id)


def test_changes_in_every_phase_leave_nothing_behind(open_example):
    page = open_example(page="changes.html")
    problems = []
    for kind, change, ceases, script in CHANGES:
        for phase in PHASES:
            case = f"{change} ({kind}) while {phase}"
            badge_id = page.evaluate(f"window.makeBadge('{kind}')")
            page.wait_for_timeout(50)
            seen = enter(page, badge_id, phase)
            expected = {"held": "stretching", "snapped": "detached"}.get(phase, phase)
            if seen != expected:
                problems.append(f"{case}: the badge was {seen}, not {expected}")
            logged = page.evaluate("window.stickyLog.length")
            # The change, then two frames: the first one clears what the badge drew.
            overlay_clear = page.evaluate(f"""async () => {{
              const element = document.getElementById('{badge_id}');
              {script};
              await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
              const canvas = document.querySelector('canvas[data-stickybadge-overlay]');
              const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
              for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return false;
              return true;
            }}""")
            if ceases and not overlay_clear:
                problems.append(f"{case}: the overlay still shows the badge a frame later")
            page.mouse.up()
            page.wait_for_function("!window.isAnimating()", timeout=4000)
            page.wait_for_timeout(50)
            if page.evaluate("window.pendingFrames") != 0:
                problems.append(f"{case}: animation frames keep running")
            if not overlay_is_empty(page):
                problems.append(f"{case}: ink left on the overlay")
            after = page.evaluate(f"window.stickyLog.slice({logged}).map((e) => e.type)")
            if change in HIDDEN_BY_PAGE and ("stickybadge-dismiss" in after or "onDismiss" in after):
                problems.append(f"{case}: a dismissal was reported: {after}")
    assert not problems, "\n".join(problems)


# The page's `hidden` against count changes: each case's steps (scripts on `element`, a
# <sticky-badge> of count 12) and whether the badge is hidden after each. A count of 0 hides
# the badge and a count shows it again, but never one the page hid itself.
HIDDEN_STEPS = {
    "count 0": "element.setAttribute('count', '0')",
    "count 2": "element.setAttribute('count', '2')",
    "count 5": "element.setAttribute('count', '5')",
    "a dot": "element.removeAttribute('count')",
    "page hides": "element.hidden = true",
    "page shows": "element.hidden = false",
}
HIDDEN_CASES = (
    ("a count of 0 hides, a count shows", ("count 0", "count 2", "count 0", "a dot"),
     (True, False, True, False)),
    ("the page's hidden outlives a count", ("page hides", "count 5", "a dot"), (True, True, True)),
    ("and a count of 0 and back", ("page hides", "count 0", "count 2"), (True, True, True)),
    ("the page hides a badge that 0 hid", ("count 0", "page hides", "count 2"), (True, True, True)),
    ("the page shows it", ("page hides", "count 5", "page shows"), (True, True, False)),
    ("0 hides what the page showed", ("page hides", "page shows", "count 0", "count 2"),
     (True, False, True, False)),
)


def test_the_pages_hidden_outlives_count_changes(open_example):
    page = open_example(page="changes.html")
    problems = []
    for session in (False, True):
        for case, steps, expected in HIDDEN_CASES:
            badge_id = page.evaluate("window.makeBadge('element')")
            if session:  # the core's session made (as a first press or key would)
                page.wait_for_function(f"document.getElementById('{badge_id}').badge !== null")
                page.evaluate(f"document.getElementById('{badge_id}').badge.session.count")
            seen = tuple(page.evaluate(f"""() => {{
              const element = document.getElementById('{badge_id}');
              {HIDDEN_STEPS[step]};
              return element.hidden && !element.checkVisibility();
            }}""") for step in steps)
            if seen != expected:
                problems.append(f"{case} ({'with' if session else 'before'} its session): "
                                f"hidden {seen}, expected {expected}")
    assert not problems, "\n".join(problems)
