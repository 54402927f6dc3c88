"""axe-core (axe_check.py) on the web playground: no violation with its badges at rest, nor
with a badge focused for keyboard dismissal; its badges' labels are read by the check and
meet WCAG AA's 4.5:1 in the web's default red.

Run by scripts/check-web.sh (pytest; fixtures in conftest.py and playground_page.py).
"""
from axe_check import assert_accessible, badge_contrasts, focus_badge_for_dismissal
from playground_page import open_playground  # noqa: F401 (a fixture)


def test_the_playground_passes_axe_at_rest(open_playground):
    playground = open_playground()
    assert_accessible(playground.page, "the playground at rest")
    contrasts = badge_contrasts(playground.page)
    # The badges whose label axe-core reads (two characters or more: "12", "120" shown as
    # "99+", the "144" total); a one-digit label is too short for it.
    assert len(contrasts) >= 3 and all(ratio >= 4.5 for ratio in contrasts.values()), contrasts


def test_a_playground_badge_focused_for_keyboard_dismissal_passes_axe(open_playground):
    playground = open_playground()
    focus_badge_for_dismissal(playground.page, "[data-badge=bob]")
    assert_accessible(playground.page, "the playground with Bob's badge focused")
