"""Browser tests of the web playground: keyboard, clear all, reduced motion, the blob,
the tuning panel and slow motion.

Run by scripts/check-web.sh (pytest; fixtures in conftest.py and playground_page.py).
"""
import time

from playground_page import line, offset, open_playground  # noqa: F401 (a fixture)


def test_keyboard_delete_and_backspace_dismiss_with_a_burst(open_playground):
    playground = open_playground()
    playground.page.evaluate("window.stickyBadge.setKnob('burst.duration', 3)")  # robust under load
    playground.page.focus("[data-badge=family]")
    playground.page.keyboard.press("Delete")
    playground.page.wait_for_timeout(30)
    family = playground.badge("family")
    assert family["phase"] == "bursting" and family["particles"] > 0, f"{family}"
    playground.wait_for_phase("family", "dismissed", timeout=8000)
    assert playground.events("family") == ["dismissed"], f"events {playground.events('family')}"
    # Focus keeps its place in the list: the last row's badge gone, the one above it.
    focused = lambda: playground.page.evaluate("document.activeElement && document.activeElement.dataset.badge")
    assert focused() == "carol", f"focus after the last row's dismissal: {focused()}"
    playground.page.focus("[data-badge=team]")
    playground.page.keyboard.press("Backspace")
    playground.wait_for_phase("team", "dismissed", timeout=8000)
    assert playground.events("team") == ["dismissed"], f"events {playground.events('team')}"
    assert focused() == "bob", f"focus after a row's dismissal: {focused()}"
    # The badges still focusable: each <sticky-badge>'s badge part, unless dismissed (hidden).
    tab_targets = playground.page.evaluate(
        """Array.from(document.querySelectorAll('.badge')).map(b => b.shadowRoot.querySelector('[part=badge]'))
             .filter(p => p.tabIndex >= 0 && getComputedStyle(p).visibility !== 'hidden').length""")
    assert tab_targets == 5, f"focusable badges left {tab_targets}"


def test_clear_all_bursts_every_badge_in_turn(open_playground):
    playground = open_playground()
    home = playground.badge("clear-all")["home"]
    playground.drag(home, line(home, offset(home, -160, 120), 12))
    playground.page.wait_for_function(
        "window.stickyBadge.state().badges.every(b => b.phase === 'dismissed')", timeout=8000)
    # The completion is heard after the last dismissal: in a frame after it.
    playground.page.wait_for_function(
        "window.stickyBadge.state().events.some(e => e.type === 'completed')", timeout=2000)
    state = playground.state()
    dismissals = [(event["badge"], event["time"]) for event in state["events"] if event["type"] == "dismissed"]
    ids = [badge_id for badge_id, _ in dismissals]
    assert sorted(ids) == sorted(badge["id"] for badge in state["badges"]), f"dismissed {ids}"
    assert len(ids) == len(set(ids)), f"dismissed twice: {ids}"
    # The core's ClearAllSequence: top to bottom, 0.06 s apart (the first member bursts
    # at the release itself, or at the next frame when that time has already passed).
    others = [(badge_id, t) for badge_id, t in dismissals if badge_id != "clear-all"]
    rows = ["alice", "team", "bob", "news", "carol", "family"]
    assert [badge_id for badge_id, _ in others] == rows, f"order {others}"
    gaps = [b[1] - a[1] for a, b in zip(others[1:], others[2:])]
    assert all(abs(gap - 0.06) < 1e-6 for gap in gaps), f"stagger {gaps}"
    completed = [event for event in state["events"] if event["type"] == "completed"]
    assert len(completed) == 1 and abs(completed[0]["time"] - others[-1][1]) < 1e-6, f"completion {completed}"
    kinds = [event["type"] for event in state["events"] if event["type"] in ("dismissed", "completed")]
    assert kinds[-1] == "completed", f"the completion came before a dismissal: {kinds}"


def test_reduced_motion_fades_instead_of_bursting(open_playground):
    playground = open_playground(reduced_motion="reduce")
    assert playground.state()["configuration"]["reducesMotion"] == 1, "reducesMotion follows the media query"
    playground.page.evaluate("window.stickyBadge.setKnob('burst.duration', 3)")  # robust under load
    playground.page.focus("[data-badge=bob]")
    playground.page.keyboard.press("Delete")
    playground.page.wait_for_timeout(120)
    bob = playground.badge("bob")
    assert bob["phase"] == "bursting", f"{bob}"
    assert bob["particles"] == 0 and 0 < bob["opacity"] < 1 and bob["outlineElements"] > 0, f"fade {bob}"
    playground.wait_for_phase("bob", "dismissed", timeout=8000)


def test_stretchy_blob_pulls_and_springs_back(open_playground):
    playground = open_playground()
    box = playground.page.locator("#pull-area").bounding_box()
    start = (box["x"] + box["width"] / 2, box["y"] + 22)
    playground.hold(start, offset(start, 0, 90), 10)
    blob = playground.state()["blob"]
    assert blob["dragging"] and abs(blob["offset"] - 48) < 1e-9, f"held blob {blob}"
    playground.page.mouse.up()
    playground.page.wait_for_function("window.stickyBadge.state().blob.offset === 0", timeout=4000)


def test_tuning_panel_changes_the_core(open_playground):
    playground = open_playground()
    page = playground.page
    page.locator("input[data-knob=snapDistance]").fill("200")
    assert playground.state()["configuration"]["snapDistance"] == 200, "slider reached the core"
    home = playground.badge("bob")["home"]
    playground.drag(home, line(home, offset(home, 150, 0), 10))
    playground.wait_for_phase("bob", "resting")
    assert playground.events("bob") == ["began", "released", "restored"], f"no snap at 150: {playground.events('bob')}"
    swift = page.evaluate("window.stickyBadge.configurationSwift()")
    assert "\nconfiguration.snapDistance = 200" in swift, swift
    assert swift.startswith("var configuration = StickyBadgeConfiguration()\n"), swift
    page.locator("input[data-knob=reattachDistance]").fill("250")
    error = page.locator("#config-error").text_content()
    assert "reattachDistance" in error, f"error shown: {error!r}"
    assert playground.state()["configuration"]["reattachDistance"] == 40, "invalid value not applied"
    page.click("#copy-swift")
    assert page.locator("#copy-output").input_value() == swift, "Copy Swift output"


def test_spring_sliders_tune_duration_and_bounce(open_playground):
    playground = open_playground()
    page = playground.page
    duration = page.locator("input[data-knob='returnSpring.stiffness']")
    bounce = page.locator("input[data-knob='returnSpring.damping']")
    labels = [page.locator("label.knob", has=slider).locator("span").text_content() for slider in (duration, bounce)]
    assert labels == ["Spring duration (s)", "Spring bounce"], f"spring slider labels {labels}"
    shown = [float(slider.input_value()) for slider in (duration, bounce)]
    assert abs(shown[0] - 0.4) < 1e-9 and abs(shown[1] - 0.55) < 1e-9, f"default spring shown as {shown}"
    blob = float(page.locator("input[data-knob='stretchy.returnSpring.damping']").input_value())
    assert abs(blob - 0.3) < 1e-9, f"blob bounce shown as {blob}"
    duration.fill("1")  # Spring(duration: 1, bounce: 0.55): k = (2π)², c = 4π · 0.45
    stored = playground.state()["configuration"]
    stiffness, damping = stored["returnSpring.stiffness"], stored["returnSpring.damping"]
    assert abs(stiffness - 39.47841760435743) < 1e-9, f"stiffness {stiffness}"
    assert abs(damping - 5.654866776461628) < 1e-9, f"damping {damping}"
    swift = page.evaluate("window.stickyBadge.configurationSwift()")
    assert "\nconfiguration.returnSpring = Spring(duration: 1, bounce: 0.55)\n" in swift, swift
    bounce.fill("-0.5")  # overdamped: c = 4π / (1 · 0.5)
    damping = playground.state()["configuration"]["returnSpring.damping"]
    assert abs(damping - 25.132741228718345) < 1e-9, f"overdamped damping {damping}"


def test_slow_motion_slows_the_spring(open_playground):
    durations = []
    for slow in (False, True):
        playground = open_playground()
        if slow:
            playground.page.check("#slow-toggle")
        home = playground.badge("carol")["home"]
        playground.drag(home, line(home, offset(home, 60, 0), 6))
        started = time.monotonic()
        playground.wait_for_phase("carol", "resting", timeout=15000)
        durations.append(time.monotonic() - started)
        playground.close()
    assert durations[1] > 2.5 * durations[0], f"return took {durations[0]:.2f} s, slow {durations[1]:.2f} s"
