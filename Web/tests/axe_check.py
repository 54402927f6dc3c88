"""axe-core, the accessibility checker web teams gate their pages on, run on a page of the
browser tests (axe-playwright-python's copy, axe-core 4.12; scripts/install-deps.sh web).

- ``axe_violations(page, context=None)``: axe-core's violations on the page as it is now
  (shadow trees included; `context`: axe's, a selector or include/exclude object), each
  as one line: "rule (impact): target: summary".
- ``assert_accessible(page, what, context=None)``: fails, naming every violation, unless
  there is none.
- ``badge_contrasts(page)``: the contrast axe-core measured for each badge label it read
  (in a shadow tree: a <sticky-badge>), by the badge's selector: ``{"#bob": 4.57}``; a badge
  it could not read (a one-character label is too short for it) is missing.
- ``focus_badge_for_dismissal(page, selector)``: focuses a badge as a keyboard user does
  before pressing Delete, so that the check sees it focused (its focus ring, its name).

Used by the package's tests (Web/tests/package/test_package_accessibility.py) and the
playground's (Web/tests/test_playground_accessibility.py) with badges at rest and a badge
focused for keyboard dismissal.
"""
from axe_playwright_python.sync_playwright import Axe

AXE = Axe()


def axe_violations(page, context=None):
    """axe-core's violations on `page` now, one line each (none: an empty list)."""
    results = AXE.run(page, context=context)
    lines = []
    for violation in results.response["violations"]:
        for node in violation["nodes"]:
            lines.append(f"{violation['id']} ({violation['impact']}): {node['target']}: "
                         f"{node.get('failureSummary', '').splitlines()[-1:]}")
    return lines


def assert_accessible(page, what, context=None):
    """Fails unless axe-core finds no violation on `page` (`what`: named in the failure)."""
    violations = axe_violations(page, context)
    assert not violations, f"axe-core on {what}: " + "; ".join(violations)


def badge_contrasts(page):
    """The contrast axe-core measured for each <sticky-badge>'s label, by its host's selector."""
    response = AXE.run(page, options={"runOnly": ["color-contrast"]}).response
    found = {}
    for result in response["passes"] + response["violations"]:
        for node in result["nodes"]:
            target = node["target"][0]
            if isinstance(target, list):  # inside a shadow tree: [host, element]
                found[target[0]] = node["any"][0]["data"]["contrastRatio"]
    return found


def focus_badge_for_dismissal(page, selector, presses=40):
    """Moves the focus with Tab, as a keyboard user does before Delete, until the badge
    `selector` names (a <sticky-badge>, or an element with an attached badge) has it; fails
    when it never does within `presses`."""
    has_focus = """(selector) => {
      const badge = document.querySelector(selector);
      return document.activeElement === badge || badge.contains(document.activeElement);
    }"""
    page.evaluate("document.activeElement && document.activeElement.blur()")
    for _ in range(presses):
        page.keyboard.press("Tab")
        if page.evaluate(has_focus, selector):
            return
    raise AssertionError(f"{selector} never had the focus after {presses} Tab presses")
