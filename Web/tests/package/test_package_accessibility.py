"""axe-core (Web/tests/axe_check.py) on the chat-list example: no violation with the badges at
rest, before the core and after, nor with a badge focused for keyboard dismissal; the
default red passes WCAG AA's contrast at every size the package draws its label, and QQ's
exact red, one `colour` away, is reported (so the check does read the badges)."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from axe_check import (  # noqa: E402
    assert_accessible, axe_violations, badge_contrasts, focus_badge_for_dismissal)
from test_package_roots import never_idle  # noqa: E402

def test_the_example_passes_axe_at_rest_and_with_the_core(open_example):
    page = open_example(ready=False, before=never_idle)
    page.wait_for_function("customElements.get('sticky-badge') !== undefined")
    assert_accessible(page, "the example before the core")
    page.wait_for_function("window.stickyReady === true", timeout=15000)
    assert_accessible(page, "the example with the core")


def test_the_example_in_dark_mode_passes_axe(open_example):
    page = open_example()
    page.emulate_media(color_scheme="dark")
    assert badge_contrasts(page)["#bob"] >= 4.5
    assert_accessible(page, "the example in dark mode")


def test_a_badge_focused_for_keyboard_dismissal_passes_axe(open_example):
    page = open_example()
    focus_badge_for_dismissal(page, "#bob")
    assert page.evaluate("document.querySelector('#bob').shadowRoot.activeElement"
                         ".getAttribute('aria-label')") == "12 unread messages"
    assert_accessible(page, "the example with Bob's badge focused")


def test_the_default_red_passes_aa_at_every_size_and_qqs_red_does_not(open_example):
    page = open_example()
    # Every label size the package draws: 9 px to 24 px (at 18.66 px bold AA asks 3:1).
    page.evaluate("""() => {
      for (const size of [9, 11, 13, 15, 17, 18, 19, 24]) {
        const badge = document.createElement('sticky-badge');
        badge.id = `size${size}`;
        badge.setAttribute('count', '88');
        badge.style.setProperty('--sticky-badge-font-size', `${size}px`);
        document.querySelector('main').append(badge);
      }
    }""")
    contrasts = badge_contrasts(page)
    sized = {name: ratio for name, ratio in contrasts.items() if name.startswith("#size")}
    assert len(sized) == 8 and all(ratio >= 4.5 for ratio in sized.values()), sized
    assert_accessible(page, "the example with badges of every size")
    # QQ's red under the default white label: 3.48:1, a violation for a 13 px label.
    page.evaluate("document.querySelector('#bob').setAttribute('colour', '#F74C31')")
    violations = axe_violations(page)
    assert len(violations) == 1 and "color-contrast" in violations[0] and "#bob" in violations[0], \
        violations
