"""Browser tests of the playground's preset menu: the core's presets by name, each starting
the knobs from its configuration.

Run by scripts/check-web.sh (pytest; fixtures in conftest.py and playground_page.py).
"""
from playground_page import open_playground  # noqa: F401 (a fixture)

PRESETS = ["qq", "qqBubbleBigCircleStays", "qqBubbleBigCircleMoves", "explodingButton",
           "swiftBadge", "azMetaBall"]


def menu(playground):
    return playground.page.evaluate(
        "(() => { const m = document.getElementById('preset');"
        " return { value: m.value, options: Array.from(m.options).map(o => o.value) }; })()")


def test_the_menu_lists_the_core_presets_and_starts_at_qq(open_playground):
    playground = open_playground()
    shown = menu(playground)
    assert shown == {"value": "qq", "options": PRESETS}, f"{shown}"


def test_choosing_a_preset_starts_the_knobs_from_it_and_the_reset_goes_back(open_playground):
    playground = open_playground()
    defaults = playground.state()["configuration"]
    playground.page.select_option("#preset", "explodingButton")
    knobs = playground.state()["configuration"]
    assert knobs["snapDistance"] == 60 and knobs["burst.style"] == 1 and knobs["burst.frameCount"] == 8, f"{knobs}"
    assert knobs["color.red"] == defaults["color.red"], "a preset keeps the page's colours"
    slider = playground.page.evaluate("document.querySelector('[data-knob=snapDistance]').value")
    assert slider == "60", f"the snap slider shows {slider}"
    # A knob moved after the preset is set on top of it; another preset starts afresh.
    playground.page.evaluate("window.stickyBadge.setKnob('minimumScale', 0.5)")
    playground.page.select_option("#preset", "swiftBadge")
    knobs = playground.state()["configuration"]
    assert knobs["snapDistance"] == defaults["snapDistance"] and knobs["returnOvershoot"] == 50, f"{knobs}"
    assert knobs["minimumScale"] == defaults["minimumScale"], f"{knobs}"
    playground.page.click("#reset-config")
    assert playground.state()["configuration"] == defaults
    assert menu(playground)["value"] == "qq"
